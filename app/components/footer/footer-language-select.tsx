import { useTranslation } from '../../i18n/use-translation';
import { languages, type Language } from '../../i18n/resources';
import { useLanguageSwitch } from '../shell/language-switch';
import { CompactSelect } from '../ui/compact-select';

/** The footer's language choice (spec §4): the same page in the chosen language. */
export function FooterLanguageSelect() {
  const { t } = useTranslation('layout');
  const { language, switchTo } = useLanguageSwitch();
  return (
    <CompactSelect
      id="footer-language"
      label={t('language.label')}
      value={language}
      onChange={(event) => switchTo(event.currentTarget.value as Language)}
      data={languages.map((code) => ({ value: code, label: t(`language.name.${code}`) }))}
      size="sm"
      w={180}
    />
  );
}
