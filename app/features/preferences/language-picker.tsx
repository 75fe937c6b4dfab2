import { Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { BookLanguage, enumValues } from '#core/enums';
import { Group, Text } from '../../components/ui';

/** The book languages of spec §3 (English, Ukrainian, Polish) as checkable cards. */
export function LanguagePicker({ value, onChange }: { value: number[]; onChange: (languages: number[]) => void }) {
  const { t } = useTranslation('preferences');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} role="group" aria-label={t('steps.languages.title')}>
      {enumValues(BookLanguage).map((language) => {
        const checked = value.includes(language);
        return (
          <Checkbox.Card
            key={language}
            checked={checked}
            onClick={() => onChange(checked ? value.filter((other) => other !== language) : [...value, language])}
            radius="md"
            p="md"
          >
            <Group wrap="nowrap" gap="sm">
              <Checkbox.Indicator checked={checked} />
              <Text fw={500}>{t(`languages.${language}`)}</Text>
            </Group>
          </Checkbox.Card>
        );
      })}
    </SimpleGrid>
  );
}
