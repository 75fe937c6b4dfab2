import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { redirect, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card';
import { LoginPanel, type LoginMode } from '../../features/auth/login-panel';
import { safeRedirectTarget } from '../../features/auth/login-redirect';
import { pathInLanguage } from '#core/locale';
import type { Route } from './+types/login';

/** A session already exists (e.g. back from Google sign-in): go on to redirectTo or home. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.auth) return null;
  const url = new URL(request.url);
  throw redirect(safeRedirectTarget(url.searchParams.get('redirectTo')) ?? pathInLanguage('/home', context.language));
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>('login');
  return (
    <AuthCard title={mode === 'reset' ? t('reset.title') : t('login.title')}>
      {searchParams.get('error') === 'google' && (
        <Alert color="red" role="alert">
          {t('errors.googleFailed')}
        </Alert>
      )}
      {searchParams.get('error') === 'blocked' && (
        <Alert color="red" role="alert">
          {t('errors.accountBlocked')}
        </Alert>
      )}
      <LoginPanel redirectTo={searchParams.get('redirectTo')} onModeChange={setMode} />
    </AuthCard>
  );
}
