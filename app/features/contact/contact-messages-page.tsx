import { Button, Paper, SegmentedControl } from '@mantine/core';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { contactMessageStates, type ContactAdminItem, type ContactAdminQuery } from '#core/schemas/contact';
import { api } from '../../lib/api-client';
import { DateCell } from '../admin/admin-cells';
import { AdminPageHeader } from '../admin/admin-page-header';
import { PaginationBar } from '../books/pagination-bar';
import { EmptyList } from '../recensions/empty-list';
import { showDone } from '../recensions/toast';
import classes from '../admin/admin.module.css';
import { Anchor, Badge, Group, Stack, Text } from '../../components/ui';

function ContactMessage({ message, onAnswered }: { message: ContactAdminItem; onAnswered: () => void }) {
  const { t } = useTranslation('contact');
  const [marking, setMarking] = useState(false);
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(t('admin.replySubject'))}`;

  async function markAnswered() {
    setMarking(true);
    try {
      await api(`/api/contact/admin/${message.id}/answered`, { method: 'PUT' });
      showDone(t, t('admin.markedAnswered', { name: message.name }));
      onAnswered();
    } catch {
      // The API client has shown the failure.
    } finally {
      setMarking(false);
    }
  }

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={`contact-message-${message.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={`contact-message-${message.id}`}>
              {message.name}
            </Text>
            <Anchor href={`mailto:${message.email}`} size="sm">
              {message.email}
            </Anchor>
          </Group>
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {t(`admin.language.${message.language === 'uk' ? 'uk' : 'en'}`)}
            </Badge>
            <DateCell value={message.createdAt} />
          </Group>
        </Group>
        <Text component="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Button
            component="a"
            href={reply}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMail size={16} aria-hidden />}
          >
            {t('admin.reply')}
          </Button>
          {message.answeredAt ? (
            <Text size="sm" c="dimmed">
              {t('admin.answeredOn')} <DateCell value={message.answeredAt} />
            </Text>
          ) : (
            <Button
              size="compact-sm"
              color="teal"
              loading={marking}
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={markAnswered}
            >
              {t('admin.markAnswered')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * `/admin/contact-messages`: what readers and visitors wrote to the team, newest first. Marking a
 * message answered lets its address write again (spec §8 holds an address to one waiting message).
 */
export function ContactMessagesPage({
  list,
  query,
}: {
  list: { items: ContactAdminItem[]; totalCount: number };
  query: ContactAdminQuery;
}) {
  const { t } = useTranslation('contact');
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();
  const showState = (state: string) =>
    navigate(`${location.pathname}${state === 'waiting' ? '' : `?state=${state}`}`, { preventScrollReset: true });

  return (
    <div className={classes.page}>
      <AdminPageHeader
        title={t('admin.title')}
        description={t(`admin.total.${query.state}`, { count: list.totalCount })}
      />
      <Stack gap="md" maw={960}>
        <SegmentedControl
          w="fit-content"
          value={query.state}
          onChange={showState}
          aria-label={t('admin.stateLabel')}
          data={contactMessageStates.map((state) => ({ value: state, label: t(`admin.state.${state}`) }))}
        />
        {list.items.length ? (
          list.items.map((message) => (
            <ContactMessage key={message.id} message={message} onAnswered={() => void revalidate()} />
          ))
        ) : (
          <EmptyList text={t(`admin.empty.${query.state}`)} />
        )}
        <PaginationBar totalCount={list.totalCount} page={query.page} pageSize={query.pageSize} />
      </Stack>
    </div>
  );
}
