import { useTranslation } from '../../i18n/use-translation';
import { useMeProfile } from '../../features/account/me-profile';
import { PrivacyForm } from '../../features/account/privacy-form';
import { SettingsSection } from '../../features/account/settings-section';

export default function PrivacyPage() {
  const { t } = useTranslation('account');
  const { profile, update } = useMeProfile();
  return (
    <SettingsSection title={t('nav.privacy')}>
      <PrivacyForm profile={profile} onSaved={update} />
    </SettingsSection>
  );
}
