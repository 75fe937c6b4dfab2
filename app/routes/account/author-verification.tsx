import { useTranslation } from '../../i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card';
import { AuthorVerification } from '../../features/auth/author-verification';

export default function AuthorVerificationPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  return (
    <AuthCard title={t('authorVerification.title')} size={640}>
      <AuthorVerification key={`${token}:${email}`} token={token} email={email} />
    </AuthCard>
  );
}
