import { Button, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRoute, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PreferenceStatus } from '#core/enums';
import { pathInLanguage } from '#core/locale';
import { ConfirmDialog } from '../friends/confirm-dialog';
import { useSession } from '../session/session-context';
import { AuthorPicker } from './author-picker';
import { BookRater } from './book-rater';
import { GenreTreePicker } from './genre-tree-picker';
import { LanguagePicker } from './language-picker';
import {
  choicesOf,
  declinePreferences,
  PREFERENCE_PARTS,
  savePart,
  type Choices,
  type PreferencePart,
} from './preference-calls';
import type { PreferenceChoicesData } from './preferences-loader.server';
import { Badge, Group, Stack, Text, Title } from '../../components/ui';

const statusColor: Record<number, string> = {
  [PreferenceStatus.Empty]: 'gray',
  [PreferenceStatus.PartiallyFulfilled]: 'yellow',
  [PreferenceStatus.Fulfilled]: 'teal',
  [PreferenceStatus.Ignored]: 'gray',
};

/** /me/settings/preference: the flow's choices edited later, each part saved on its own. */
export function PreferenceSettings({ data }: { data: PreferenceChoicesData }) {
  const { t } = useTranslation('preferences');
  const { language } = useSession();
  const [choices, setChoices] = useState<Choices>(() => choicesOf(data.preferences));
  const [status, setStatus] = useState(data.preferences.status);
  const [saving, setSaving] = useState<PreferencePart | null>(null);
  const [clearing, setClearing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const set =
    <Part extends PreferencePart>(part: Part) =>
    (value: Choices[Part]) =>
      setChoices((current) => ({ ...current, [part]: value }));

  async function save(part: PreferencePart) {
    setSaving(part);
    try {
      setStatus((await savePart(part, choices)).status);
      notifications.show({ color: 'green', message: t('settings.saved') });
    } catch {
      // The API client showed the reason.
    } finally {
      setSaving(null);
    }
  }

  async function clear() {
    setClearing(true);
    try {
      const cleared = await declinePreferences();
      setChoices(choicesOf(cleared));
      setStatus(cleared.status);
      setConfirming(false);
      notifications.show({ color: 'green', message: t('settings.cleared') });
    } catch {
      // The API client showed the reason.
    } finally {
      setClearing(false);
    }
  }

  const pickers: Record<PreferencePart, ReactNode> = {
    genres: <GenreTreePicker genres={data.genres} value={choices.genres} onChange={set('genres')} />,
    languages: <LanguagePicker value={choices.languages} onChange={set('languages')} />,
    authors: <AuthorPicker initial={data.authors} value={choices.authors} onChange={set('authors')} />,
    books: <BookRater initial={data.books} value={choices.books} onChange={set('books')} collapsed />,
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="h3">
              {t('settings.title')}
            </Title>
            <Badge color={statusColor[status]} variant="light" size="lg">
              {t('status.label')}: {t(`status.${status}`)}
            </Badge>
          </Group>
          <Text c="dimmed">{t('settings.lead')}</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={pathInLanguage('/preferences', language)}
              variant="light"
              leftSection={<IconRoute size={16} aria-hidden />}
            >
              {t('settings.openFlow')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('settings.clear')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {PREFERENCE_PARTS.map((part) => (
        <Paper
          key={part}
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby={`preference-${part}`}
        >
          <Stack gap="md">
            <div>
              <Title order={3} id={`preference-${part}`}>
                {t(`steps.${part}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`steps.${part}.hint`)}
              </Text>
            </div>
            {pickers[part]}
            <Group justify="flex-end">
              <Button
                onClick={() => void save(part)}
                loading={saving === part}
                disabled={saving !== null && saving !== part}
              >
                {t('settings.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <ConfirmDialog
        opened={confirming}
        title={t('settings.clearTitle')}
        text={t('settings.clearText')}
        busy={clearing}
        onYes={() => void clear()}
        onNo={() => setConfirming(false)}
      />
    </Stack>
  );
}
