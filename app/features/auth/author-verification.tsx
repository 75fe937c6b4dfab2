import { Alert, Button, Loader, Stepper, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { authorRequestBodySchema, type AuthorTokenResponse } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { pathInLanguage } from '#core/locale';
import { CurrentStep, stepLabel } from './step-label';
import { Anchor, Stack, Text } from '../../components/ui';

type TokenCheck =
  { state: 'checking' } | { state: 'valid'; author: AuthorTokenResponse } | { state: 'invalid'; message: string };

/** Author identity verification in 3 steps (spec §2, §4): the token, a social-media link, the confirmation. */
export function AuthorVerification({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const { language } = useSession();
  const [check, setCheck] = useState<TokenCheck>({ state: 'checking' });
  const [step, setStep] = useState(0);
  const form = useForm({
    initialValues: { token, email, socialMediaLink: '' },
    validate: validateWith(authorRequestBodySchema, t),
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token || !email) {
      setCheck({ state: 'invalid', message: t('authorVerification.invalid') });
      return;
    }
    let active = true;
    const query = new URLSearchParams({ token, email });
    api<AuthorTokenResponse>(`/api/auth/verify-author-token?${query}`, { toast: false }).then(
      (author) => active && setCheck({ state: 'valid', author }),
      (error: Error) =>
        active && setCheck({ state: 'invalid', message: error.message || t('authorVerification.invalid') }),
    );
    return () => {
      active = false;
    };
  }, [token, email, t]);

  async function send(values: typeof form.values) {
    setFailure(null);
    try {
      const body = { ...values, socialMediaLink: values.socialMediaLink.trim() };
      await api('/api/auth/author-request', { method: 'POST', body, toast: false });
      setStep(2);
    } catch (error) {
      if (!showServerErrors(form, error).length) setFailure((error as Error).message);
    }
  }

  const stepLabels = [
    t('authorVerification.stepToken'),
    t('authorVerification.stepLink'),
    t('authorVerification.stepConfirmation'),
  ];
  return (
    <Stack gap="md">
      <CurrentStep step={step} labels={stepLabels} />
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step {...stepLabel(t('authorVerification.stepToken'))}>
          <Stack gap="md" mt="md">
            {check.state === 'checking' && (
              <Stack align="center" role="status">
                <Loader />
                <Text c="dimmed">{t('authorVerification.checking')}</Text>
              </Stack>
            )}
            {check.state === 'invalid' && (
              <>
                <Alert color="red" role="alert">
                  {check.message}
                </Alert>
                <Anchor component={Link} to={pathInLanguage('/company/contact', language)} size="sm">
                  {t('authorVerification.contactUs')}
                </Anchor>
              </>
            )}
            {check.state === 'valid' && (
              <>
                <Text>
                  {t('authorVerification.tokenValid', { author: check.author.authorName, email: check.author.email })}
                </Text>
                <Button onClick={() => setStep(1)} style={{ alignSelf: 'flex-start' }}>
                  {t('authorSignup.next')}
                </Button>
              </>
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step {...stepLabel(t('authorVerification.stepLink'))}>
          <form onSubmit={form.onSubmit(send, () => setFailure(null))} noValidate>
            <Stack gap="sm" mt="md">
              <Text size="sm" c="dimmed">
                {t('authorVerification.linkIntro')}
              </Text>
              <TextInput
                label={t('authorVerification.socialMediaLink')}
                placeholder="https://"
                type="url"
                {...form.getInputProps('socialMediaLink')}
                disabled={form.submitting}
              />
              {failure && (
                <Text c="red" size="sm" role="alert">
                  {failure}
                </Text>
              )}
              <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
                {t('authorVerification.send')}
              </Button>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step {...stepLabel(t('authorVerification.stepConfirmation'))}>
          <Alert color="green" title={t('authorVerification.sentTitle')} role="status" mt="md">
            {t('authorVerification.sentText')}
          </Alert>
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}
