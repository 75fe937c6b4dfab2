import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../i18n/use-translation';

export interface BilingualTextFieldsProps<V> {
  form: UseFormReturnType<V>;
  /** The form's English and Ukrainian fields of this text. */
  en: LooseKeys<V>;
  uk: LooseKeys<V>;
  /** The text's name, e.g. "Name"; each field adds its language. */
  label: string;
  description?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
}

/** One text in both languages side by side (stacked on phones), each field marked with its language. */
export function BilingualTextFields<V>({
  form,
  en,
  uk,
  label,
  description,
  required,
  multiline,
  maxLength,
}: BilingualTextFieldsProps<V>) {
  const { t } = useTranslation('admin');
  const field = (path: LooseKeys<V>, language: 'en' | 'uk') => {
    const props = {
      ...form.getInputProps(path),
      label: t(`form.inLanguage.${language}`, { field: label }),
      description,
      withAsterisk: required,
      lang: language,
      maxLength,
    };
    return multiline ? <Textarea {...props} autosize minRows={4} maxRows={14} /> : <TextInput {...props} />;
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {field(en, 'en')}
      {field(uk, 'uk')}
    </SimpleGrid>
  );
}
