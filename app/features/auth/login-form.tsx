import { Button, Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { useReducer, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { languageOfPath, pathInLanguage } from '#core/locale';
import { i18nKeyOf } from '../../lib/schema-form';
import { GoogleButton } from './google-button';
import { canSendLogin, initialLoginForm, reduceLoginForm, visibleLoginErrors } from './login-form-state';
import { chooseAfterLogin } from './login-redirect';
import { signIn } from './sign-in';
import { Anchor, Group, Stack, Text } from '../../components/ui';

export interface LoginFormProps {
  /** A modal sign-in reloads the page it was opened on (spec §2). */
  inModal?: boolean;
  redirectTo: string | null;
  onForgotPassword: (email: string) => void;
  onSignedIn?: () => void;
}

export function LoginForm({ inModal = false, redirectTo, onForgotPassword, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { config } = useSession();
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname);
  const [state, dispatch] = useReducer(reduceLoginForm, initialLoginForm);
  const errors = visibleLoginErrors(state, config.appDomain);
  const busy = state.status === 'loading' || state.status === 'success';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const send = canSendLogin(state, config.appDomain);
    dispatch({ type: 'submit', ownDomain: config.appDomain });
    if (!send) return;
    const email = state.email.trim();
    try {
      const response = await signIn({ email, password: state.password, rememberMe: state.remember });
      dispatch({ type: 'succeeded' });
      onSignedIn?.();
      const next = chooseAfterLogin({ ...response, email }, { inModal, redirectTo, pageLanguage: language });
      if (next.kind === 'reload') window.location.reload();
      else window.location.assign(next.to);
    } catch (error) {
      dispatch({ type: 'failed', message: (error as Error).message || t('login.failed') });
    }
  }

  return (
    <Stack gap="md">
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            value={state.email}
            onChange={(event) => dispatch({ type: 'change', field: 'email', value: event.currentTarget.value })}
            error={errors.email && t(i18nKeyOf(errors.email))}
            disabled={busy}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            value={state.password}
            onChange={(event) => dispatch({ type: 'change', field: 'password', value: event.currentTarget.value })}
            error={errors.password && t(i18nKeyOf(errors.password))}
            disabled={busy}
          />
          <Group justify="space-between" wrap="wrap">
            <Checkbox
              label={t('login.remember')}
              checked={state.remember}
              onChange={(event) => dispatch({ type: 'remember', value: event.currentTarget.checked })}
              disabled={busy}
            />
            <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(state.email.trim())}>
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          {state.status === 'failed' && state.error && (
            <Text c="red" size="sm" role="alert">
              {state.error}
            </Text>
          )}
          <Button type="submit" loading={busy} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleButton redirectTo={inModal ? pathname + search : redirectTo} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={pathInLanguage('/signup', language)}>
          {t('login.signUp')}
        </Anchor>
      </Text>
    </Stack>
  );
}
