import { Transition } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EVENT_POPUP_MS } from '#core/constants';

/** The agreed window event that shows the pop-up. */
export const EVENT_POPUP_EVENT = 'polytsia:event-popup';

export interface EventPopupDetail {
  /** Defaults to the translated greeting. */
  greeting?: string;
  text: string;
  /** How long it stays; spec §9: 5 s by default. */
  durationMs?: number;
}

/** Shows the event pop-up from anywhere in the app. */
export function showEventPopup(detail: EventPopupDetail) {
  window.dispatchEvent(new CustomEvent<EventPopupDetail>(EVENT_POPUP_EVENT, { detail }));
}

const loadCard = () => import('./event-popup-card');
const EventPopupCard = lazy(loadCard);

/** Listens from the start; the card's code loads with the first pop-up, which waits for it. Hides by itself after 5 s. */
export function EventPopup() {
  const [popup, setPopup] = useState<EventPopupDetail | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<EventPopupDetail>).detail;
      if (!detail?.text) return;
      void loadCard().then(() => {
        setPopup(detail);
        setVisible(true);
      });
    };
    window.addEventListener(EVENT_POPUP_EVENT, onEvent);
    return () => window.removeEventListener(EVENT_POPUP_EVENT, onEvent);
  }, []);

  useEffect(() => {
    if (!visible || !popup) return;
    const timer = setTimeout(() => setVisible(false), popup.durationMs ?? EVENT_POPUP_MS);
    return () => clearTimeout(timer);
  }, [visible, popup]);

  return (
    <Transition mounted={visible} transition="slide-up" duration={200}>
      {(styles) => (
        <Suspense fallback={null}>
          <EventPopupCard
            greeting={popup?.greeting}
            text={popup?.text ?? ''}
            style={styles}
            onClose={() => setVisible(false)}
          />
        </Suspense>
      )}
    </Transition>
  );
}
