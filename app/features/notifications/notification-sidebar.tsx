import { Avatar, Box, Drawer, Loader } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { NOTIFICATION_PANEL_WIDTH } from '#core/constants';
import { groupNotifications, NOTIFICATION_GROUPS, notificationKey } from '#core/dates/notification-groups';
import { formatRelativeTime } from '#core/dates/relative-time';
import type { NotificationList, NotificationListItem } from '#core/schemas/notifications';
import { api } from '../../lib/api-client';
import { useCurrentUser } from '../auth/current-user';
import { useSession } from '../session/session-context';
import { useNotificationState } from './notification-store';
import { notificationHref } from './notification-view';
import classes from './notifications.module.css';
import { Stack, Text, Title } from '../../components/ui';

/**
 * The notification sidebar (spec §2): 400 px on the right, in the theme's colours; the last 30 days
 * grouped today / yesterday / last 7 days / last 30 days, live arrivals first; a greeting and a
 * placeholder when there is nothing. The list is read each time it opens, relative times too.
 */
export default function NotificationSidebar({
  opened,
  onClose,
  onListed,
}: {
  opened: boolean;
  onClose: () => void;
  /** The list of this opening arrived (or failed): what was new is marked, the hub may hear it was seen. */
  onListed: () => void;
}) {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const { arrivals } = useNotificationState();
  const [loaded, setLoaded] = useState<NotificationListItem[] | null>(null);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (!opened) return;
    setNow(new Date());
    let active = true;
    api<NotificationList>('/api/user/me/notifications')
      .then((list) => active && setLoaded(list.items))
      .catch(() => active && setLoaded((current) => current ?? []))
      .finally(onListed);
    return () => {
      active = false;
    };
  }, [opened, onListed]);

  const groups = useMemo(() => {
    if (loaded === null) return null;
    const known = new Set(loaded.map(notificationKey));
    const live = arrivals.filter((item) => !known.has(notificationKey(item))).map((item) => ({ ...item, isNew: true }));
    return groupNotifications([...live, ...loaded], now);
  }, [loaded, arrivals, now]);

  const empty = groups !== null && NOTIFICATION_GROUPS.every((group) => group === 'older' || !groups[group].length);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={NOTIFICATION_PANEL_WIDTH}
      title={t('sidebar.title')}
      closeButtonProps={{ 'aria-label': t('sidebar.close') }}
      classNames={{ title: classes.drawerTitle, body: classes.drawerBody }}
    >
      {groups === null ? (
        <Box ta="center" py="xl">
          <Loader size="sm" />
        </Box>
      ) : empty ? (
        <Stack align="center" ta="center" gap="xs" py="xl" px="md">
          <IconBellRinging size={40} aria-hidden className={classes.emptyIcon} />
          <Title order={3} size="h4">
            {t('sidebar.greeting', { name: user?.name || user?.username || '' })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('sidebar.placeholder')}
          </Text>
        </Stack>
      ) : (
        <nav aria-label={t('sidebar.list')}>
          {NOTIFICATION_GROUPS.filter((group) => group !== 'older' && groups[group].length).map((group) => (
            <section key={group} className={classes.group} aria-labelledby={`notifications-${group}`}>
              <Title
                order={3}
                size="xs"
                tt="uppercase"
                c="dimmed"
                id={`notifications-${group}`}
                className={classes.groupTitle}
              >
                {t(`groups.${group}`)}
              </Title>
              <ul className={classes.list}>
                {groups[group].map((item) => (
                  <li key={notificationKey(item)}>
                    <NotificationEntry item={item} now={now} onFollow={onClose} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
    </Drawer>
  );
}

function NotificationEntry({ item, now, onFollow }: { item: NotificationListItem; now: Date; onFollow: () => void }) {
  const { t } = useTranslation('notifications');
  const { language } = useSession();
  const href = notificationHref(item, language);
  const user = item.byUserUsername ?? t('someone');
  const content = (
    <>
      <Avatar src={item.byUserImage} alt="" name={user} color="initials" radius="xl" size={40} />
      <Box className={classes.entryText}>
        <Text size="sm" fw={item.isNew ? 600 : 400}>
          {t(`type.${item.type}`, { user })}
        </Text>
        {item.text && (
          <Text size="sm" c="dimmed" className={classes.snippet}>
            {item.text}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={item.eventDate}>{formatRelativeTime(item.eventDate, now, language, 'long')}</time>
          {item.isNew && <span className={classes.newMark}> · {t('sidebar.new')}</span>}
        </Text>
      </Box>
      {item.itemImageLink && <img src={item.itemImageLink} alt="" className={classes.itemImage} loading="lazy" />}
    </>
  );
  if (!href)
    return (
      <div className={classes.entry} data-new={item.isNew || undefined}>
        {content}
      </div>
    );
  return (
    <Link to={href} className={classes.entry} data-new={item.isNew || undefined} onClick={onFollow}>
      {content}
    </Link>
  );
}
