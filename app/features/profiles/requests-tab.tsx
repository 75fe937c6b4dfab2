import { Box, Paper } from '@mantine/core';
import { IconBookUpload } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { BookRequestStatus } from '#core/enums';
import type { BookRequestList } from '#core/schemas/profiles';
import { useLocale } from '../../components/shell/use-locale';
import { BookThumb } from './book-thumb';
import { PaginationBar } from '../books/pagination-bar';
import classes from './profiles.module.css';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '../../components/ui';

const STATUS_COLOR: Record<number, string> = {
  [BookRequestStatus.Pending]: 'yellow',
  [BookRequestStatus.Approved]: 'green',
  [BookRequestStatus.Rejected]: 'red',
};

/** The caller's book add requests (spec §4: pending, approved with its book, rejected), newest first. */
export function RequestsTab({
  requests,
  page,
  pageSize,
}: {
  requests: BookRequestList;
  page: number;
  pageSize: number;
}) {
  const { t } = useTranslation('profiles');
  const { to, language } = useLocale();
  const book = (urlName: string) => to(`/book/${encodeURIComponent(urlName)}`);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Box component="section" aria-labelledby="profile-requests">
      <Group justify="space-between" wrap="wrap" mb="sm">
        <Title order={2} size="h3" id="profile-requests">
          {t('requests.title')}
        </Title>
        <Button
          component={Link}
          to={to('/add-book')}
          variant="light"
          leftSection={<IconBookUpload size={18} aria-hidden />}
        >
          {t('requests.add')}
        </Button>
      </Group>
      {requests.items.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t('requests.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" className={classes.plainList}>
          {requests.items.map((request) => (
            <Paper key={request.id} component="li" withBorder radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <BookThumb src={request.book?.imageLink ?? null} title={request.title} />
                <Stack gap={4} className={classes.headerText}>
                  <Group gap="xs" wrap="wrap">
                    {request.book ? (
                      <Anchor component={Link} to={book(request.book.urlName)} fw={600}>
                        {request.book.title}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{request.title}</Text>
                    )}
                    <Badge variant="light" color={STATUS_COLOR[request.status]}>
                      {t(`requests.status.${request.status}`)}
                    </Badge>
                  </Group>
                  {request.authorsText && (
                    <Text size="sm" c="dimmed">
                      {request.authorsText}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('requests.sent', { date: date.format(new Date(request.createdAt)) })}
                    {request.decidedAt &&
                      ` · ${t('requests.decided', { date: date.format(new Date(request.decidedAt)) })}`}
                  </Text>
                  {request.status === BookRequestStatus.Pending && (
                    <Text size="xs" c="dimmed">
                      {t('requests.pendingHint')}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <PaginationBar totalCount={requests.totalCount} page={page} pageSize={pageSize} />
    </Box>
  );
}
