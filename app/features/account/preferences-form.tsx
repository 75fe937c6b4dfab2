import { Input, SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { MeProfile } from '#core/schemas/users';
import type { Language } from '../../i18n/resources';
import { pathInLanguage } from '#core/locale';
import { resolveTheme, type ThemeChoice } from '../../lib/theme';
import { saveLanguage, saveTheme } from './apply-preferences';
import { Stack } from '../../components/ui';

/** Language and theme: saved to the server and applied at once (spec §4). */
export function PreferencesForm({
  profile,
  onSaved,
}: {
  profile: MeProfile;
  onSaved: (changes: Partial<MeProfile>) => void;
}) {
  const { t } = useTranslation('account');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [theme, setTheme] = useState<ThemeChoice>(profile.theme);
  const [busy, setBusy] = useState(false);
  // The header's toggle may have changed the scheme since: show what is on screen.
  const shownTheme = resolveTheme(theme) === colorScheme ? theme : colorScheme === 'dark' ? 'dark' : 'light';

  async function changeLanguage(value: string) {
    const language = value as Language;
    setBusy(true);
    try {
      await saveLanguage(language, true);
      onSaved({ language });
      navigate(pathInLanguage(pathname, language) + search);
    } catch {
      // The API client showed the reason.
    } finally {
      setBusy(false);
    }
  }

  async function changeTheme(value: string) {
    const choice = value as ThemeChoice;
    const previous = theme;
    setTheme(choice);
    setColorScheme(resolveTheme(choice));
    try {
      await saveTheme(choice, true);
      onSaved({ theme: choice });
    } catch {
      setTheme(previous);
      setColorScheme(resolveTheme(previous));
      await saveTheme(previous, false);
    }
  }

  return (
    <Stack gap="md">
      <Input.Wrapper label={t('preferences.language')} id="settings-language">
        <SegmentedControl
          aria-labelledby="settings-language-label"
          value={profile.language}
          onChange={(value) => void changeLanguage(value)}
          disabled={busy}
          data={[
            { value: 'en', label: 'English' },
            { value: 'uk', label: 'Українська' },
          ]}
          fullWidth
        />
      </Input.Wrapper>
      <Input.Wrapper label={t('preferences.theme')} id="settings-theme">
        <SegmentedControl
          aria-labelledby="settings-theme-label"
          value={shownTheme}
          onChange={(value) => void changeTheme(value)}
          data={[
            { value: 'light', label: t('preferences.themeLight') },
            { value: 'dark', label: t('preferences.themeDark') },
            { value: 'system', label: t('preferences.themeSystem') },
          ]}
          fullWidth
        />
      </Input.Wrapper>
    </Stack>
  );
}
