import { Alert, Button, Select, Stepper, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { authorRegisterBodySchema, type RegisterResponse, type RegistrationOption } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { useRegistrationOptions } from './author-options';
import { CurrentStep, stepLabel } from './step-label';
import { useUsernameAvailability } from './username-availability';
import { NewAccountFields } from './new-account-fields';
import { Group, Stack, Text } from '../../components/ui';

interface AuthorSignupValues {
  authorId: number | null;
  fullName: string;
  phone: string;
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const stepFields: (keyof AuthorSignupValues)[][] = [
  ['authorId'],
  ['fullName', 'phone'],
  ['userName', 'email', 'password', 'confirmPassword'],
];
const lastStep = stepFields.length - 1;

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
  const form = useForm({ initialValues: empty, validate: validateWith(authorRegisterBodySchema(config.appDomain), t) });
  const availability = useUsernameAvailability(form.values.userName);
  const [step, setStep] = useState(0);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RegistrationOption | null>(null);
  const { options, loading } = useRegistrationOptions(search);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const stepLabels = [t('authorSignup.stepAuthor'), t('authorSignup.stepContacts'), t('authorSignup.stepCredentials')];
  const unavailable = chosen !== null && !chosen.isAvailable;

  const listed = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  const byId = new Map(listed.map((option) => [String(option.value), option]));

  const submit = form.onSubmit(register);

  /** Each step checks its own fields before the next opens; the last one sends the form. */
  function next(event: FormEvent<HTMLFormElement>) {
    if (step === lastStep) return submit(event);
    event.preventDefault();
    const invalid = stepFields[step]!.map((field) => form.validateField(field)).some((result) => result.hasError);
    if (!invalid && !(step === 0 && unavailable)) setStep(step + 1);
  }

  async function register(values: AuthorSignupValues) {
    if (availability === 'taken') return;
    setFailure(null);
    try {
      const { phone, ...rest } = values;
      const body = {
        ...rest,
        phone: phone.trim() || undefined,
        email: rest.email.trim(),
        userName: rest.userName.trim(),
      };
      const response = await api<RegisterResponse>('/api/auth/author/register', { method: 'POST', body, toast: false });
      setSentTo(response.email);
    } catch (error) {
      const fields = showServerErrors(form, error);
      if (fields.length) setStep(stepFields.findIndex((step) => step.some((field) => fields.includes(field))));
      else setFailure((error as Error).message);
    }
  }

  if (sentTo)
    return (
      <Alert color="green" title={t('signup.doneTitle')} role="status">
        {t('authorSignup.doneText', { email: sentTo })}
      </Alert>
    );

  const authorError = form.errors.authorId ?? (unavailable ? t('authorSignup.unavailable') : undefined);

  return (
    <form method="post" onSubmit={next} noValidate>
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
                  form.setFieldValue('authorId', option ? option.value : null);
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
              <TextInput label={t('authorSignup.fullName')} autoComplete="name" {...form.getInputProps('fullName')} />
              <TextInput
                label={t('authorSignup.phone')}
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...stepLabel(t('authorSignup.stepCredentials'))}>
            <Stack gap="sm" mt="md">
              <NewAccountFields form={form} availability={availability} disabled={form.submitting} />
            </Stack>
          </Stepper.Step>
        </Stepper>
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0 || form.submitting}>
            {t('authorSignup.back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {step < lastStep ? t('authorSignup.next') : t('authorSignup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
