import { useTranslation } from '../../i18n/use-translation';
import { CredentialsForm } from '../../features/account/credentials-form';
import { useMeProfile } from '../../features/account/me-profile';
import { PreferencesForm } from '../../features/account/preferences-form';
import { SettingsSection } from '../../features/account/settings-section';
import { Stack } from '../../components/ui';

export default function SettingsPage() {
  const { t } = useTranslation('account');
  const { profile, update } = useMeProfile();
  return (
    <Stack gap="lg">
      <SettingsSection title={t('preferences.title')}>
        <PreferencesForm profile={profile} onSaved={update} />
      </SettingsSection>
      <SettingsSection title={t('credentials.title')}>
        <CredentialsForm profile={profile} onSaved={update} />
      </SettingsSection>
    </Stack>
  );
}
