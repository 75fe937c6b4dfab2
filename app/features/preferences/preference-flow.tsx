import { Button, Paper, Progress, Stepper } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { IconBooks, IconCategory, IconCheck, IconLanguage, IconUserHeart } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { pathInLanguage } from '#core/locale';
import { PreferenceStatus } from '#core/enums';
import { useSession } from '../session/session-context';
import { AuthorPicker } from './author-picker';
import { BookRater } from './book-rater';
import { GenreTreePicker } from './genre-tree-picker';
import { LanguagePicker } from './language-picker';
import {
  choicesOf,
  declinePreferences,
  hasAnyChoice,
  PREFERENCE_PARTS,
  savePart,
  type Choices,
  type PreferencePart,
} from './preference-calls';
import type { PreferenceChoicesData } from './preferences-loader.server';
import classes from './preferences.module.css';
import { Group, Stack, Text, Title } from '../../components/ui';

const icons = { genres: IconCategory, languages: IconLanguage, authors: IconUserHeart, books: IconBooks } as const;

/**
 * The guided preference flow of spec §1: favourite genres (a tree), book languages, authors
 * (searchable), books rated 1–5. Each step saves its part and moves on; any step can be skipped,
 * and "Not now" with nothing chosen declines the flow (status Ignored). The step's heading takes
 * the focus when the step changes, so keyboard and screen-reader users land on it.
 */
export function PreferenceFlow({ data }: { data: PreferenceChoicesData }) {
  const { t } = useTranslation('preferences');
  const { language } = useSession();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [choices, setChoices] = useState<Choices>(() => choicesOf(data.preferences));
  const [status, setStatus] = useState(data.preferences.status);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const done = active === PREFERENCE_PARTS.length;
  const to = (path: string) => pathInLanguage(path, language);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [active]);

  function go(step: number) {
    moved.current = true;
    setActive(step);
  }

  async function saveAndContinue(part: PreferencePart) {
    setSaving(true);
    try {
      const saved = await savePart(part, choices);
      setStatus(saved.status);
      go(active + 1);
    } catch {
      // The API client showed the reason; the choices stay for another try.
    } finally {
      setSaving(false);
    }
  }

  async function notNow() {
    if (status === PreferenceStatus.Empty && !hasAnyChoice(choices)) {
      try {
        await declinePreferences();
      } catch {
        return;
      }
    }
    navigate(to('/home'));
  }

  const set =
    <Part extends PreferencePart>(part: Part) =>
    (value: Choices[Part]) =>
      setChoices((current) => ({ ...current, [part]: value }));

  const pickers: Record<PreferencePart, () => ReactNode> = {
    genres: () => <GenreTreePicker genres={data.genres} value={choices.genres} onChange={set('genres')} />,
    languages: () => <LanguagePicker value={choices.languages} onChange={set('languages')} />,
    authors: () => <AuthorPicker initial={data.authors} value={choices.authors} onChange={set('authors')} />,
    books: () => <BookRater initial={data.books} value={choices.books} onChange={set('books')} />,
  };

  const part = PREFERENCE_PARTS[active];
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={1}>{t('flow.title')}</Title>
            <Text c="dimmed">{t('flow.lead')}</Text>
          </Stack>
          {!done && (
            <Button variant="subtle" onClick={() => void notNow()} style={{ flexShrink: 0 }}>
              {t('flow.notNow')}
            </Button>
          )}
        </Group>

        <Stack gap={6}>
          <Text size="sm" fw={500} aria-live="polite">
            {done ? t('flow.doneTitle') : t('flow.progress', { step: active + 1, total: PREFERENCE_PARTS.length })}
          </Text>
          <Progress
            value={(active / PREFERENCE_PARTS.length) * 100}
            aria-label={t('flow.stepsLabel')}
            size="sm"
            radius="xl"
          />
        </Stack>

        <Stepper
          active={active}
          onStepClick={go}
          size="sm"
          classNames={{ stepBody: classes.stepBody }}
          aria-label={t('flow.stepsLabel')}
        >
          {PREFERENCE_PARTS.map((step) => {
            const Icon = icons[step];
            return <Stepper.Step key={step} label={t(`steps.${step}.title`)} icon={<Icon size={18} aria-hidden />} />;
          })}
        </Stepper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {done ? (
            <Stack gap="md" align="flex-start">
              <Title order={2} ref={heading} tabIndex={-1}>
                <IconCheck size={26} aria-hidden style={{ verticalAlign: 'middle', marginRight: 8 }} />
                {t('flow.doneTitle')}
              </Title>
              <Text>{t('flow.doneText')}</Text>
              <Group gap="sm">
                <Button component={Link} to={to('/home')}>
                  {t('flow.toHome')}
                </Button>
                <Button component={Link} to={to('/recommendations-in-work')} variant="default">
                  {t('flow.toRecommendations')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={2} ref={heading} tabIndex={-1}>
                  {t(`steps.${part}.title`)}
                </Title>
                <Text c="dimmed">{t(`steps.${part}.hint`)}</Text>
              </Stack>
              {pickers[part]()}
              <Group justify="space-between" gap="sm">
                <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0 || saving}>
                  {t('flow.back')}
                </Button>
                <Group gap="sm">
                  <Button variant="subtle" onClick={() => go(active + 1)} disabled={saving}>
                    {t('flow.skipStep')}
                  </Button>
                  <Button onClick={() => void saveAndContinue(part)} loading={saving}>
                    {active === PREFERENCE_PARTS.length - 1 ? t('flow.finish') : t('flow.next')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
