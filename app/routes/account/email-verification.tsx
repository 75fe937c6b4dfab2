import { useTranslation } from '../../i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card';
import { EmailVerification } from '../../features/auth/email-verification';

export default function EmailVerificationPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  return (
    <AuthCard title={t('verifyEmail.title')}>
      <EmailVerification key={`${token}:${email}`} token={token} email={email} />
    </AuthCard>
  );
}
