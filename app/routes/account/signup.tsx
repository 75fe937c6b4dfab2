import { useTranslation } from '../../i18n/use-translation';
import { AuthCard } from '../../features/auth/auth-card';
import { redirectSignedInHome } from '../../features/auth/signed-in-redirect';
import { SignupForm } from '../../features/auth/signup-form';
import type { Route } from './+types/signup';

export function loader({ context }: Route.LoaderArgs) {
  return redirectSignedInHome(context);
}

export default function SignupPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('signup.title')}>
      <SignupForm />
    </AuthCard>
  );
}
