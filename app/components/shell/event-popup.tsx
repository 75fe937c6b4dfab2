import { CloseButton, Group, Paper, Text, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_POPUP_MS } from '#core/constants';
import classes from './shell.module.css';

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

/** Spec §2: 300 px wide, a greeting and a text, a close icon; hides by itself after 5 s. */
export function EventPopup() {
  const { t } = useTranslation('layout');
  const [popup, setPopup] = useState<EventPopupDetail | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<EventPopupDetail>).detail;
      if (!detail?.text) return;
      setPopup(detail);
      setVisible(true);
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
        <Paper
          className={classes.eventPopup}
          style={styles}
          shadow="lg"
          withBorder
          p="md"
          role="status"
          aria-live="polite"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={700}>{popup?.greeting ?? t('eventPopup.greeting')}</Text>
            <CloseButton size="sm" aria-label={t('eventPopup.close')} onClick={() => setVisible(false)} />
          </Group>
          <Text size="sm" mt={4}>
            {popup?.text}
          </Text>
        </Paper>
      )}
    </Transition>
  );
}
