import { Alert, Button, Group, Select, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authorRegisterBodySchema, type RegisterResponse, type RegistrationOption } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { useRegistrationOptions } from './author-options';
import { CurrentStep, stepLabel } from './step-label';
import { useForm } from './use-form';
import { useUsernameAvailability } from './username-availability';
import { NewAccountFields } from './new-account-fields';

const stepFields = [['authorId'], ['fullName', 'phone'], ['userName', 'email', 'password', 'confirmPassword']];

interface AuthorSignupValues {
  authorId: number | null;
  fullName: string;
  phone: string;
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const empty: AuthorSignupValues = {
  authorId: null,
  fullName: '',
  phone: '',
  userName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Author sign-up in 3 steps (spec §2): choose the author page, contact information, credentials. */
export function AuthorSignupForm() {
  const { t } = useTranslation('auth');
  const { config } = useSession();
  const form = useForm(empty, authorRegisterBodySchema(config.appDomain));
  const availability = useUsernameAvailability(form.values.userName);
  const [step, setStep] = useState(0);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RegistrationOption | null>(null);
  const { options, loading } = useRegistrationOptions(search);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const stepLabels = [t('authorSignup.stepAuthor'), t('authorSignup.stepContacts'), t('authorSignup.stepCredentials')];
  const unavailable = chosen !== null && !chosen.isAvailable;

  const listed = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  const byId = new Map(listed.map((option) => [String(option.value), option]));

  function next(event: FormEvent) {
    event.preventDefault();
    if (!form.attempt(stepFields[step]) || (step === 0 && unavailable)) return;
    if (step < 2) setStep(step + 1);
    else void register();
  }

  async function register() {
    if (availability === 'taken') return;
    setFailure(null);
    setSending(true);
    try {
      const { phone, ...rest } = form.values;
      const body = {
        ...rest,
        phone: phone.trim() || undefined,
        email: rest.email.trim(),
        userName: rest.userName.trim(),
      };
      const response = await api<RegisterResponse>('/api/auth/author/register', { method: 'POST', body, toast: false });
      setSentTo(response.email);
    } catch (error) {
      const fields = form.showServerErrors(error);
      if (fields.length) setStep(stepFields.findIndex((step) => step.some((field) => fields.includes(field))));
      else setFailure((error as Error).message);
    } finally {
      setSending(false);
    }
  }

  if (sentTo)
    return (
      <Alert color="green" title={t('signup.doneTitle')} role="status">
        {t('authorSignup.doneText', { email: sentTo })}
      </Alert>
    );

  const authorError = form.errorOf('authorId') ?? (unavailable ? t('authorSignup.unavailable') : undefined);

  return (
    <form onSubmit={next} noValidate>
      <Stack gap="lg">
        <CurrentStep step={step} labels={stepLabels} />
        <Stepper
          active={step}
          onStepClick={(target) => target < step && setStep(target)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step {...stepLabel(t('authorSignup.stepAuthor'))}>
            <Stack gap="sm" mt="md">
              <Text size="sm" c="dimmed">
                {t('authorSignup.authorIntro')}
              </Text>
              <Select
                label={t('authorSignup.author')}
                placeholder={t('authorSignup.authorPlaceholder')}
                searchable
                clearable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options: all }) => all}
                data={listed.map((option) => ({ value: String(option.value), label: option.text }))}
                value={form.values.authorId === null ? null : String(form.values.authorId)}
                onChange={(value) => {
                  const option = value ? (byId.get(value) ?? null) : null;
                  setChosen(option);
                  form.setField('authorId', option ? option.value : null);
                }}
                renderOption={({ option }) => {
                  const author = byId.get(option.value);
                  return (
                    <div>
                      <Text size="sm">{option.label}</Text>
                      {author && !author.isAvailable && (
                        <Text size="xs" c="dimmed">
                          {t('authorSignup.unavailable')}
                        </Text>
                      )}
                    </div>
                  );
                }}
                nothingFoundMessage={loading ? t('authorSignup.searching') : t('authorSignup.nothingFound')}
                error={authorError}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepLabel(t('authorSignup.stepContacts'))}>
            <Stack gap="sm" mt="md">
              <TextInput
                label={t('authorSignup.fullName')}
                autoComplete="name"
                value={form.values.fullName}
                onChange={(event) => form.setField('fullName', event.currentTarget.value)}
                error={form.errorOf('fullName')}
              />
              <TextInput
                label={t('authorSignup.phone')}
                type="tel"
                autoComplete="tel"
                value={form.values.phone}
                onChange={(event) => form.setField('phone', event.currentTarget.value)}
                error={form.errorOf('phone')}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepLabel(t('authorSignup.stepCredentials'))}>
            <Stack gap="sm" mt="md">
              <NewAccountFields form={form} availability={availability} disabled={sending} />
            </Stack>
          </Stepper.Step>
        </Stepper>
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || sending}>
            {t('authorSignup.back')}
          </Button>
          <Button type="submit" loading={sending}>
            {step < 2 ? t('authorSignup.next') : t('authorSignup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
