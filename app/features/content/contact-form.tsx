import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MIN } from '#core/constants';
import { isBlank } from '#core/validation/text';
import { isEmail } from '#core/validation/email';
import { useSession } from '../../features/session/session-context';

type Field = 'name' | 'email' | 'text';

function validate(
  values: Record<Field, string>,
  appDomain: string,
): Partial<Record<Field, 'required' | 'emailFormat' | 'messageMin'>> {
  const errors: Partial<Record<Field, 'required' | 'emailFormat' | 'messageMin'>> = {};
  if (isBlank(values.name)) errors.name = 'required';
  if (isBlank(values.email)) errors.email = 'required';
  else if (!isEmail(values.email.trim(), appDomain)) errors.email = 'emailFormat';
  if (isBlank(values.text)) errors.text = 'required';
  else if (values.text.trim().length < TEXT_MIN) errors.text = 'messageMin';
  return errors;
}

/**
 * The contact form. Delivery is not built yet: a valid form says so honestly and keeps the text
 * so the reader can copy it to the community chat. Messages show only after a submit attempt.
 */
export function ContactForm() {
  const { t } = useTranslation('content');
  const { config } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', text: '' });
  const [submitted, setSubmitted] = useState(false);
  const [notSent, setNotSent] = useState(false);
  const errors = submitted ? validate(values, config.appDomain) : {};
  const message = (field: Field) => {
    const key = errors[field];
    return key ? t(`contact.${key}`, { min: TEXT_MIN }) : undefined;
  };
  const bind = (field: Field) => ({
    value: values[field],
    error: message(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setNotSent(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setNotSent(Object.keys(validate(values, config.appDomain)).length === 0);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('contact.name')} autoComplete="name" required {...bind('name')} />
        <TextInput label={t('contact.email')} type="email" autoComplete="email" required {...bind('email')} />
        <Textarea
          label={t('contact.message')}
          placeholder={t('contact.messagePlaceholder')}
          autosize
          minRows={5}
          maxRows={14}
          required
          {...bind('text')}
        />
        {notSent && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
            {t('contact.notSent')}
          </Alert>
        )}
        <div>
          <Button type="submit">{t('contact.send')}</Button>
        </div>
      </Stack>
    </form>
  );
}
