import { Alert, Button, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { pathInLanguage } from '#core/locale';
import { Anchor, Stack, Text } from '../../components/ui';

type Verification = 'checking' | 'verified' | 'invalid';

// A token is single-use: one request per link even when an effect runs twice (React strict mode).
const verifications = new Map<string, Promise<boolean>>();

function verifyEmail(token: string, email: string): Promise<boolean> {
  const query = new URLSearchParams({ token, email }).toString();
  let request = verifications.get(query);
  if (!request) {
    request = api(`/api/auth/verify-email?${query}`, { method: 'PUT', toast: false }).then(
      () => true,
      () => false,
    );
    verifications.set(query, request);
  }
  return request;
}
type Resend = 'idle' | 'sending' | 'sent';

/** Confirms the email of the link on load; an invalid or expired link offers a new one (spec §8). */
export function EmailVerification({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const { language } = useSession();
  const [state, setState] = useState<Verification>('checking');
  const [resend, setResend] = useState<Resend>('idle');

  useEffect(() => {
    if (!token || !email) {
      setState('invalid');
      return;
    }
    let active = true;
    void verifyEmail(token, email).then((verified) => {
      if (active) setState(verified ? 'verified' : 'invalid');
    });
    return () => {
      active = false;
    };
  }, [token, email]);

  async function sendAgain() {
    setResend('sending');
    try {
      await api(`/api/auth/send-again?token=${encodeURIComponent(token)}`, { method: 'PUT' });
      setResend('sent');
    } catch {
      setResend('idle');
    }
  }

  if (state === 'checking')
    return (
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{t('verifyEmail.checking')}</Text>
      </Stack>
    );
  if (state === 'verified')
    return (
      <Stack gap="md">
        <Alert color="green" title={t('verifyEmail.doneTitle')} role="status">
          {t('verifyEmail.doneText')}
        </Alert>
        <Button component={Link} to={pathInLanguage('/login', language)}>
          {t('login.signInNow')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {t('verifyEmail.invalid')}
      </Alert>
      {resend === 'sent' ? (
        <Alert color="green" role="status">
          {t('verifyEmail.sentAgain')}
        </Alert>
      ) : (
        token && (
          <Button onClick={() => void sendAgain()} loading={resend === 'sending'}>
            {t('verifyEmail.sendAgain')}
          </Button>
        )
      )}
      <Anchor component={Link} to={pathInLanguage('/login', language)} size="sm">
        {t('reset.backToLogin')}
      </Anchor>
    </Stack>
  );
}
