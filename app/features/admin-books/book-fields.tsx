import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BookFormat, BookKind, BookLanguage, BookSort } from '#core/enums';
import { AGE_RESTRICTION_MAX, PAGES_MAX, YEAR_MAX, YEAR_MIN, type BookAdminLinked } from '#core/schemas/books-admin';
import { BilingualTextFields } from '../admin/bilingual-fields';
import { OptionsMultiSelect, OptionsSelect } from '../admin/options-select';
import { UrlNameField } from '../admin/url-name-field';
import type { BookFormValues } from './book-form-values';
import { Group, Stack, Title } from '../../components/ui';

/** A titled group of fields inside the form. */
export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const asOption = (record: BookAdminLinked) => ({ value: record.id, text: record.name, active: record.active });

/**
 * Every field of spec §3 Book the book's own row holds: both languages' texts side by side, the
 * edition, the catalogue's classification, and the url name suggested from the English title and
 * checked live.
 */
export function BookFields({
  form,
  bookId,
  publisher,
  genres,
}: {
  form: UseFormReturnType<BookFormValues>;
  /** The book being edited (its own url name is free to it). */
  bookId?: number;
  /** The stored publisher and genres, so their names show before anything is fetched. */
  publisher?: BookAdminLinked | null;
  genres?: BookAdminLinked[];
}) {
  const { t } = useTranslation(['admin-books', 'books', 'admin']);
  const choices = (values: Record<string, number>, key: string) =>
    Object.values(values).map((value) => ({ value: String(value), label: t(`books:${key}.${value}`) }));
  const number = (field: 'year' | 'firstYear' | 'pages' | 'ageRestriction', min: number, max: number) => (
    <NumberInput
      {...form.getInputProps(field)}
      label={t(`form.${field}`)}
      description={field === 'ageRestriction' ? t('form.ageRestrictionHint') : undefined}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={min < 0}
      clampBehavior="none"
    />
  );
  return (
    <Stack gap="xl">
      <FieldSection title={t('form.texts')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.getInputProps('titleEn')}
            label={t('admin:form.inLanguage.en', { field: t('form.title') })}
            lang="en"
            withAsterisk
            maxLength={500}
          />
          <TextInput
            {...form.getInputProps('titleUk')}
            label={t('admin:form.inLanguage.uk', { field: t('form.title') })}
            description={t('form.titleUkHint')}
            lang="uk"
            maxLength={500}
          />
        </SimpleGrid>
        <BilingualTextFields form={form} en="subtitleEn" uk="subtitleUk" label={t('form.subtitle')} maxLength={500} />
        <BilingualTextFields
          form={form}
          en="descriptionEn"
          uk="descriptionUk"
          label={t('form.description')}
          multiline
          maxLength={20_000}
        />
        <TextInput
          {...form.getInputProps('originalTitle')}
          label={t('form.originalTitle')}
          description={t('form.originalTitleHint')}
          maxLength={500}
        />
        <UrlNameField
          form={form}
          field="urlName"
          title={form.values.titleEn}
          check={{ url: '/api/book/admin/checkUrl', params: { bookId } }}
          pathPrefix="/book/"
        />
      </FieldSection>

      <FieldSection title={t('form.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Select
            {...form.getInputProps('kind')}
            label={t('form.kind')}
            data={choices(BookKind, 'kind')}
            allowDeselect={false}
            withAsterisk
          />
          <Select
            {...form.getInputProps('format')}
            label={t('form.format')}
            data={choices(BookFormat, 'format')}
            placeholder={t('form.noValue')}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clear', { field: t('form.format') }) }}
          />
          <Select
            {...form.getInputProps('stateStatus')}
            label={t('form.stateStatus')}
            data={choices(BookSort, 'stateStatus')}
            placeholder={t('form.noValue')}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clear', { field: t('form.stateStatus') }) }}
          />
          <TextInput
            {...form.getInputProps('isbn')}
            label={t('form.isbn')}
            description={t('form.isbnHint')}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextInput
            {...form.getInputProps('isbn10')}
            label={t('form.isbn10')}
            description={t('form.isbn10Hint')}
            autoComplete="off"
          />
          <OptionsSelect
            url="/api/book/admin/options?kind=publisher"
            remoteSearch
            known={publisher ? [asOption(publisher)] : []}
            value={form.values.publisherId}
            onChange={(value) => form.setFieldValue('publisherId', value)}
            error={form.errors.publisherId}
            label={t('form.publisher')}
            description={t('form.publisherHint')}
            placeholder={t('form.noValue')}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clear', { field: t('form.publisher') }) }}
          />
          {number('year', YEAR_MIN, YEAR_MAX)}
          {number('firstYear', YEAR_MIN, YEAR_MAX)}
          {number('pages', 1, PAGES_MAX)}
          {number('ageRestriction', 0, AGE_RESTRICTION_MAX)}
        </SimpleGrid>
      </FieldSection>

      <FieldSection title={t('form.catalogue')}>
        <OptionsMultiSelect
          url="/api/book/admin/options?kind=genre"
          remoteSearch
          known={(genres ?? []).map(asOption)}
          value={form.values.genreIds}
          onChange={(value) => form.setFieldValue('genreIds', value)}
          error={form.errors.genreIds}
          label={t('form.genres')}
        />
        <Checkbox.Group {...form.getInputProps('languages')} label={t('form.languages')}>
          <Group gap="lg" mt={6}>
            {Object.values(BookLanguage).map((language) => (
              <Checkbox key={language} value={String(language)} label={t(`books:language.${language}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      </FieldSection>
    </Stack>
  );
}
