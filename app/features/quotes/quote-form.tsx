import { Button, NumberInput, Paper, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { QUOTE_CHAPTER_MAX, QUOTE_PAGE_MAX, QUOTE_TEXT_MAX, quoteFields, type QuoteItem } from '#core/schemas/quotes';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { useReadingPaths } from '../recensions/reading-paths';
import { Group, Stack, Text } from '../../components/ui';

interface QuoteValues {
  text: string;
  page: number | string;
  chapter: string;
}

const toBody = (values: QuoteValues) => ({
  ...values,
  page: values.page === '' ? null : Number(values.page),
});

/** The form keeps the page as typed; the call's schema checks what would be sent. */
const quoteFormSchema = z.preprocess((values) => toBody(values as QuoteValues), quoteFields);

/** Adding or editing a quote: its text, page and chapter (spec §3 Quote entry). */
export function QuoteForm({ bookId, bookUrlName, quote }: { bookId: number; bookUrlName: string; quote?: QuoteItem }) {
  const { t } = useTranslation('quotes');
  const navigate = useNavigate();
  const paths = useReadingPaths();
  const form = useForm<QuoteValues>({
    initialValues: { text: quote?.text ?? '', page: quote?.page ?? '', chapter: quote?.chapter ?? '' },
    validate: validateWith(quoteFormSchema, t),
  });

  async function save(values: QuoteValues) {
    try {
      const body = quoteFields.parse(toBody(values));
      const saved = quote
        ? await api<QuoteItem>(`/api/quote/${quote.id}`, { method: 'PUT', body })
        : await api<QuoteItem>('/api/quote', { method: 'POST', body: { ...body, bookId } });
      await navigate(paths.quote(bookUrlName, saved.id));
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={form.onSubmit(save)} noValidate aria-label={quote ? t('form.editTitle') : t('form.newTitle')}>
        <fieldset disabled={form.submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Textarea
              label={t('form.text')}
              required
              autosize
              minRows={4}
              maxRows={16}
              maxLength={QUOTE_TEXT_MAX}
              {...form.getInputProps('text')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('form.page')}
                min={1}
                max={QUOTE_PAGE_MAX}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('page')}
              />
              <TextInput label={t('form.chapter')} maxLength={QUOTE_CHAPTER_MAX} {...form.getInputProps('chapter')} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('form.moderationNote')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(-1)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {quote ? t('form.saveChanges') : t('form.publish')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
