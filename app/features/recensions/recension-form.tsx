import { Button, Checkbox, Input, Paper, Rating, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { REVIEW_MIN } from '#core/constants';
import {
  LINK_MAX,
  LINK_NAME_MAX,
  RECENSION_TEXT_MAX,
  RECENSION_TITLE_MAX,
  recensionFields,
  type RecensionItem,
} from '#core/schemas/recensions';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { useReadingPaths } from './reading-paths';
import { Group, Stack, Text } from '../../components/ui';

interface RecensionValues {
  rating: number;
  title: string;
  text: string;
  spoiler: boolean;
  addToCompleted: boolean;
  link: string;
  linkName: string;
}

const valuesOf = (recension?: RecensionItem): RecensionValues => ({
  rating: recension?.rating ?? 0,
  title: recension?.title ?? '',
  text: recension?.text ?? '',
  spoiler: recension?.spoiler ?? false,
  addToCompleted: recension?.addToCompleted ?? true,
  link: recension?.link ?? '',
  linkName: recension?.linkName ?? '',
});

/**
 * Writing or editing a recension (spec §3, §5): rating 1–5, title, at least 200 characters of text,
 * spoiler flag, add-to-completed, an optional link. The call's own schema checks it on submit, so
 * the messages appear after a submit attempt, in the reader's language.
 */
export function RecensionForm({
  bookId,
  bookUrlName,
  recension,
}: {
  bookId: number;
  bookUrlName: string;
  recension?: RecensionItem;
}) {
  const { t } = useTranslation('recensions');
  const navigate = useNavigate();
  const paths = useReadingPaths();
  const form = useForm<RecensionValues>({
    initialValues: valuesOf(recension),
    validate: validateWith(recensionFields, t),
  });
  const length = form.getValues().text.trim().length;

  async function save(values: RecensionValues) {
    try {
      const body = recensionFields.parse(values);
      const saved = recension
        ? await api<RecensionItem>(`/api/recension/${recension.id}`, { method: 'PUT', body })
        : await api<RecensionItem>('/api/recension', { method: 'POST', body: { ...body, bookId } });
      await navigate(paths.recension(bookUrlName, saved.id));
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={form.onSubmit(save)} noValidate aria-label={recension ? t('form.editTitle') : t('form.newTitle')}>
        <fieldset disabled={form.submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Input.Wrapper label={t('form.rating')} labelElement="div" required error={form.errors.rating}>
              <Rating
                size="lg"
                mt={4}
                role="radiogroup"
                aria-label={t('form.rating')}
                value={form.values.rating}
                onChange={(value) => {
                  form.setFieldValue('rating', value);
                  form.clearFieldError('rating');
                }}
                getSymbolLabel={(value) => t('rating.label', { value })}
              />
            </Input.Wrapper>
            <TextInput
              label={t('form.title')}
              required
              maxLength={RECENSION_TITLE_MAX}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('form.text')}
              description={t('form.textHint', { min: REVIEW_MIN })}
              required
              autosize
              minRows={8}
              maxRows={30}
              maxLength={RECENSION_TEXT_MAX}
              {...form.getInputProps('text')}
            />
            <Text size="xs" c={length >= REVIEW_MIN ? 'dimmed' : undefined} aria-live="polite" mt={-8}>
              {t('form.length', { count: length, min: REVIEW_MIN })}
            </Text>
            <Checkbox
              label={t('form.spoiler')}
              description={t('form.spoilerHint')}
              {...form.getInputProps('spoiler', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('form.addToCompleted')}
              description={t('form.addToCompletedHint')}
              {...form.getInputProps('addToCompleted', { type: 'checkbox' })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('form.link')}
                placeholder="https://"
                type="url"
                maxLength={LINK_MAX}
                {...form.getInputProps('link')}
              />
              <TextInput label={t('form.linkName')} maxLength={LINK_NAME_MAX} {...form.getInputProps('linkName')} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('form.moderationNote')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(-1)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {recension ? t('form.saveChanges') : t('form.publish')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
