import { Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { languageOfPath } from '#core/locale';
import { safeRedirectTarget } from './login-redirect';
import { Button } from '../../components/ui';

/** Google sign-in, shown only when configured; the API sends the browser back to the login route. */
export function GoogleButton({ redirectTo }: { redirectTo: string | null }) {
  const { t } = useTranslation('auth');
  const { config } = useSession();
  const { pathname } = useLocation();
  if (!config.googleEnabled) return null;
  const query = new URLSearchParams({ language: languageOfPath(pathname) });
  const target = safeRedirectTarget(redirectTo);
  if (target) query.set('redirectTo', target);
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <Button
        component="a"
        href={`/api/auth/google/start?${query}`}
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        fullWidth
      >
        {t('login.google')}
      </Button>
    </>
  );
}
