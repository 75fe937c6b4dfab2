import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  return (
    <AuthCard title={t('resetPassword.title')}>
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
