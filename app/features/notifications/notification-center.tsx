import { notifications as toasts } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useMatches } from 'react-router';
import { LIVE_TOAST_MS, NOTIFICATION_REFRESH_DELAY_MS } from '#core/constants';
import type { NotificationItem } from '#core/realtime';
import { refreshCurrentUser } from '../auth/current-user';
import { useSession } from '../session/session-context';
import { notificationStore, useNotificationState } from './notification-store';
import { notificationHref } from './notification-view';
import type { NotificationSocket } from './notification-socket';

const NotificationSidebar = lazy(() => import('./notification-sidebar'));

/** The live toast shows on the main menu only: the default layout, not the messenger (spec §4). */
function useOnMainMenu(): boolean {
  const matches = useMatches();
  const onDefaultLayout = matches.some((match) => match.id === 'layout-default');
  return onDefaultLayout && !(matches.at(-1)?.id ?? '').startsWith('messenger');
}

/**
 * The signed-in reader's notification centre (spec §4), loaded once a session exists: the hub's
 * socket (open while signed in, closed with the page or the session), live arrivals with their 3 s
 * toast, and the sidebar: once it has its list, the hub is told it was opened and the user is read
 * again 1 s later (spec §4).
 */
export default function NotificationCenter({ token }: { token: string }) {
  const { t } = useTranslation('notifications');
  const { language } = useSession();
  const { opened } = useNotificationState();
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  const socketRef = useRef<NotificationSocket | null>(null);
  const onMainMenu = useOnMainMenu();
  const toastRef = useRef({ onMainMenu, t, language });
  toastRef.current = { onMainMenu, t, language };

  useEffect(() => {
    let socket: NotificationSocket | null = null;
    let cancelled = false;
    const arrive = (item: NotificationItem) => {
      notificationStore.arrive(item);
      const { onMainMenu: shown, t: translate, language: lang } = toastRef.current;
      if (!shown || notificationStore.get().opened) return;
      const href = notificationHref(item, lang);
      const text = translate(`type.${item.type}`, { user: item.byUserUsername ?? translate('someone') });
      toasts.show({
        title: translate('toast.title'),
        message: href ? (
          <Link to={href} onClick={() => toasts.clean()}>
            {text}
          </Link>
        ) : (
          text
        ),
        autoClose: LIVE_TOAST_MS,
      });
    };
    void import('./notification-socket').then(({ connectNotificationHub }) => {
      if (cancelled) return;
      socket = connectNotificationHub(token);
      socketRef.current = socket;
      socket.on('Notification', arrive);
      socket.on('NotificationsSeen', () => {
        notificationStore.seenElsewhere();
        refreshCurrentUser();
      });
      // Opened before the socket existed: the hub still has to hear it.
      if (pendingSeen.current) socket.emit('OnNotificationOpen');
      pendingSeen.current = false;
    });
    return () => {
      cancelled = true;
      socket?.close();
      socketRef.current = null;
      // The session ended (signed out, or another account): nothing of it carries over. Not on
      // mount: the menu may have opened the sidebar while this centre's code was still loading.
      notificationStore.reset();
    };
  }, [token]);

  const pendingSeen = useRef(false);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  // Told once the sidebar has its list, so the list still marks what was new.
  const tellHubSeen = useCallback(() => {
    if (socketRef.current) socketRef.current.emit('OnNotificationOpen');
    else pendingSeen.current = true;
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(refreshCurrentUser, NOTIFICATION_REFRESH_DELAY_MS);
  }, []);

  // The sidebar's code loads when it first opens.
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationSidebar opened={opened} onClose={notificationStore.close} onListed={tellHubSeen} />
    </Suspense>
  );
}
