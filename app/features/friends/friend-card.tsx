import { Avatar } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { FriendCard as FriendCardData } from '#core/schemas/friends';
import { pathInLanguage } from '#core/locale';
import { useSession } from '../session/session-context';
import classes from './friends.module.css';
import { Group, Text } from '../../components/ui';

export const displayName = (card: Pick<FriendCardData, 'name' | 'userName'>) => card.name || card.userName;

/** A reader in the friends lists: avatar, linked name, status text, shelf counts; `meta` and `actions` below. */
export function FriendCard({ card, meta, actions }: { card: FriendCardData; meta?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('friends');
  const { language } = useSession();
  const name = displayName(card);
  return (
    <article className={classes.card} aria-label={name}>
      <div className={classes.head}>
        <Avatar src={card.pictureLink} alt="" size={56} radius="xl" color="initials" name={name} />
        <div className={classes.who}>
          <h3 className={classes.name}>
            <Link
              to={pathInLanguage(`/user/${encodeURIComponent(card.userName)}`, language)}
              className={classes.nameLink}
            >
              {name}
            </Link>
          </h3>
          {card.name && (
            <Text size="sm" c="dimmed">
              @{card.userName}
            </Text>
          )}
        </div>
      </div>
      {card.statusText && (
        <Text size="sm" className={classes.status} lineClamp={2}>
          {card.statusText}
        </Text>
      )}
      <Group gap="md">
        <Text size="sm" c="dimmed">
          {t('shelves.reading')}: <b>{card.readingCount}</b>
        </Text>
        <Text size="sm" c="dimmed">
          {t('shelves.finished')}: <b>{card.finishedCount}</b>
        </Text>
      </Group>
      {meta && (
        <Text size="xs" c="dimmed">
          {meta}
        </Text>
      )}
      {actions && <div className={classes.actions}>{actions}</div>}
    </article>
  );
}
