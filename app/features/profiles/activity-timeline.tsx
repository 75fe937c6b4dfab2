import { Box, Button, ThemeIcon } from '@mantine/core';
import { IconBookmark, IconHeart, IconMessage2, IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { formatRelativeTime } from '#core/dates/relative-time';
import type { ActivityItem, ActivityList } from '#core/schemas/profiles';
import { api } from '../../lib/api-client';
import { useLocale } from '../../components/shell/use-locale';
import { StarRating } from '../books/star-rating';
import { BookThumb } from './book-thumb';
import classes from './profiles.module.css';
import { Anchor, Badge, Group, Stack, Text } from '../../components/ui';

const KIND_ICON = {
  status: IconBookmark,
  recension: IconMessage2,
  quote: IconQuote,
  recensionLike: IconHeart,
  quoteLike: IconHeart,
} as const;

/**
 * A reader's timeline (statuses, recensions, quotes, likes), newest first: the first page comes with
 * the page, "show more" reads the next from `apiBase/{page}/{size}`. Readers' texts are shown as text.
 */
export function ActivityTimeline({
  first,
  apiBase,
  pageSize,
  now,
}: {
  first: ActivityList;
  /** `/api/user/me/activity` or `/api/user/user/<name>/activity`. */
  apiBase: string;
  pageSize: number;
  /** The time the page was rendered: relative times agree between the server and the browser. */
  now: string;
}) {
  const { t } = useTranslation('profiles');
  const [items, setItems] = useState(first.items);
  const [loading, setLoading] = useState(false);
  const totalCount = first.totalCount;

  async function showMore() {
    setLoading(true);
    try {
      const next = await api<ActivityList>(`${apiBase}/${Math.floor(items.length / pageSize) + 1}/${pageSize}`);
      setItems((current) => [...current, ...next.items]);
    } catch {
      // The API client showed the failure.
    } finally {
      setLoading(false);
    }
  }

  if (!items.length)
    return (
      <Text c="dimmed" py="md">
        {t('activity.empty')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <ol className={classes.timeline}>
        {items.map((item, index) => (
          <ActivityEntry key={`${item.kind}-${item.entityId ?? item.book.urlName}-${index}`} item={item} now={now} />
        ))}
      </ol>
      {items.length < totalCount && (
        <Button variant="default" onClick={() => void showMore()} loading={loading} mt="md" mx="auto">
          {t('activity.more')}
        </Button>
      )}
    </Stack>
  );
}

function ActivityEntry({ item, now }: { item: ActivityItem; now: string }) {
  const { t } = useTranslation('profiles');
  const { to, language } = useLocale();
  const Icon = KIND_ICON[item.kind];
  const bookHref = to(`/book/${encodeURIComponent(item.book.urlName)}`);
  const entityHref =
    item.entityId === null
      ? null
      : item.kind === 'recension' || item.kind === 'recensionLike'
        ? `${bookHref}/recension/${item.entityId}`
        : `${bookHref}/quote/${item.entityId}`;
  const date = new Date(item.date);
  const action =
    item.kind === 'status'
      ? t('activity.kind.status', { shelf: t(`shelf.${item.status}`) })
      : item.writerUserName || item.kind === 'recension' || item.kind === 'quote'
        ? t(`activity.kind.${item.kind}`, { user: item.writerUserName })
        : t(`activity.kind.${item.kind}Unsigned`);
  return (
    <li className={classes.timelineItem}>
      <ThemeIcon variant="light" radius="xl" size={32} className={classes.timelineIcon} aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <Link to={bookHref} className={classes.timelineCover} tabIndex={-1} aria-hidden>
        <BookThumb src={item.book.imageLink} title={item.book.title} />
      </Link>
      <Box className={classes.timelineBody}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {action}
          </Text>
          {!item.approved && (
            <Badge size="sm" variant="light" color="yellow">
              {t('activity.waiting')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={item.date}>
            {formatRelativeTime(date, new Date(now), language, 'long')}
          </Text>
        </Group>
        <Anchor component={Link} to={bookHref} fw={600} size="sm" className={classes.timelineBook}>
          {item.book.title}
        </Anchor>
        {item.title && entityHref && (
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={entityHref} size="sm">
              {item.title}
            </Anchor>
            {item.rating !== null && (
              <span role="img" aria-label={t('activity.rating', { value: item.rating })}>
                <StarRating value={item.rating} />
              </span>
            )}
          </Group>
        )}
        {item.spoiler && item.kind === 'recension' && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('activity.spoiler')}
          </Text>
        )}
        {item.text &&
          (item.kind === 'recension' ? (
            <Text size="sm" className={classes.readerText}>
              {item.text}
            </Text>
          ) : (
            <blockquote className={classes.quote}>
              {entityHref ? (
                <Link to={entityHref} className={classes.quoteLink}>
                  {item.text}
                </Link>
              ) : (
                item.text
              )}
            </blockquote>
          ))}
      </Box>
    </li>
  );
}
