import { useTranslation } from '../../i18n/use-translation';
import { AuthCard } from '../../features/auth/auth-card';
import { AuthorSignupForm } from '../../features/auth/author-signup-form';
import { redirectSignedInHome } from '../../features/auth/signed-in-redirect';
import type { Route } from './+types/author-signup';

export function loader({ context }: Route.LoaderArgs) {
  return redirectSignedInHome(context);
}

export default function AuthorSignupPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('authorSignup.title')} size={640}>
      <AuthorSignupForm />
    </AuthCard>
  );
}
