import { useTranslation } from '../../i18n/use-translation';
import { useMeProfile } from '../../features/account/me-profile';
import { ProfileForm } from '../../features/account/profile-form';
import { SettingsSection } from '../../features/account/settings-section';

export default function ProfileEditPage() {
  const { t } = useTranslation('account');
  const { profile, update } = useMeProfile();
  return (
    <SettingsSection title={t('nav.profile-edit')}>
      <ProfileForm profile={profile} onSaved={update} />
    </SettingsSection>
  );
}
