import { Button, NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/use-translation';
import { z } from 'zod';
import { QuotePriority } from '#core/enums';
import {
  QUOTE_CHAPTER_MAX,
  QUOTE_PAGE_MAX,
  QUOTE_TEXT_MAX,
  quoteAdminUpdateBody,
  type QuoteAdminItem,
} from '#core/schemas/quotes';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { showDone } from '../recensions/toast';
import { Group, Stack } from '../../components/ui';

interface AdminQuoteValues {
  text: string;
  page: number | string;
  chapter: string;
  priority: string;
  /** `datetime-local` value (UTC), or empty. */
  lastUsedAt: string;
  isApproved: boolean;
  isDayQuote: boolean;
}

const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

const toBody = (id: number, values: AdminQuoteValues) => ({
  id,
  text: values.text,
  page: values.page === '' ? null : Number(values.page),
  chapter: values.chapter,
  priority: Number(values.priority),
  lastUsedAt: values.lastUsedAt ? new Date(`${values.lastUsedAt}:00.000Z`).toISOString() : null,
  isApproved: values.isApproved,
  isDayQuote: values.isDayQuote,
});

/** An administrator's edit of a quote: its text, and what the quote of the day reads (priority, last used, approved, day quote). */
export function QuoteAdminForm({ quote, onSaved }: { quote: QuoteAdminItem; onSaved: () => void }) {
  const { t } = useTranslation('quotes');
  const schema = z.preprocess((values) => toBody(quote.id, values as AdminQuoteValues), quoteAdminUpdateBody);
  const form = useForm<AdminQuoteValues>({
    initialValues: {
      text: quote.text,
      page: quote.page ?? '',
      chapter: quote.chapter ?? '',
      priority: String(quote.priority),
      lastUsedAt: toLocalInput(quote.lastUsedAt),
      isApproved: quote.state === 'approved',
      isDayQuote: quote.isDayQuote,
    },
    validate: validateWith(schema, t),
  });

  async function save(values: AdminQuoteValues) {
    try {
      await api('/api/quote/admin/update', {
        method: 'PUT',
        body: quoteAdminUpdateBody.parse(toBody(quote.id, values)),
      });
      showDone(t, t('admin.saved'));
      onSaved();
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t('admin.editTitle')}>
      <Stack gap="md">
        <Textarea
          label={t('form.text')}
          required
          autosize
          minRows={3}
          maxRows={12}
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
          <Select
            label={t('admin.priority')}
            allowDeselect={false}
            data={Object.values(QuotePriority).map((value) => ({
              value: String(value),
              label: t(`admin.priorities.${value}`),
            }))}
            {...form.getInputProps('priority')}
          />
          <TextInput
            label={t('admin.lastUsedAt')}
            description={t('admin.utc')}
            type="datetime-local"
            {...form.getInputProps('lastUsedAt')}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch label={t('admin.approved')} {...form.getInputProps('isApproved', { type: 'checkbox' })} />
          <Switch
            label={t('admin.dayQuote')}
            description={t('admin.dayQuoteHint')}
            {...form.getInputProps('isDayQuote', { type: 'checkbox' })}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('form.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
