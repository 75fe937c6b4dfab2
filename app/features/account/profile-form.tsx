import { Alert, Button, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/use-translation';
import { z } from 'zod';
import { Link } from 'react-router';
import { Gender } from '#core/enums';
import { profileUpdateBodySchema, type MeProfile } from '#core/schemas/users';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { pathInLanguage } from '#core/locale';
import { AvatarUpload } from './avatar-upload';
import { Anchor, Group, Stack } from '../../components/ui';

const textFields = ['name', 'fullName', 'location', 'statusText'] as const;

/** What an Author account cannot change (the server refuses it too). */
const personalFields: readonly string[] = ['name', 'fullName', 'gender', 'birthday'];
const isPersonal = (field: string) => personalFields.includes(field);

type ProfileValues = ReturnType<typeof valuesOf>;

const toBody = (values: ProfileValues) => ({
  ...values,
  gender: values.gender ? Number(values.gender) : null,
  birthday: values.birthday || null,
});

/** The form keeps strings; the API schema checks what would be sent. */
const profileFormSchema = z.preprocess((values) => toBody(values as ProfileValues), profileUpdateBodySchema);

function valuesOf(profile: MeProfile) {
  return {
    name: profile.name ?? '',
    fullName: profile.fullName ?? '',
    gender: profile.gender === null ? null : String(profile.gender),
    birthday: profile.birthday ?? '',
    location: profile.location ?? '',
    aboutMe: profile.aboutMe ?? '',
    statusText: profile.statusText ?? '',
  };
}

/** The profile; an Author account sees its personal data read-only and edits its author page instead (spec §6). */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: MeProfile;
  onSaved: (changes: Partial<MeProfile>) => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useSession();
  const form = useForm({ initialValues: valuesOf(profile), validate: validateWith(profileFormSchema, t) });
  const locked = !profile.canEditPersonalData;

  async function save(values: ProfileValues) {
    try {
      const saved = profileUpdateBodySchema.parse(toBody(values));
      await api('/api/user/me/update', { method: 'PUT', body: saved });
      onSaved(saved);
      notifications.show({ color: 'green', message: t('saved') });
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <Stack gap="lg">
      <AvatarUpload
        imageUrl={profile.imageUrl}
        name={profile.userName}
        onUploaded={(imageUrl) => onSaved({ imageUrl })}
      />
      {locked && (
        <Alert color="blue" role="note">
          {t('profile.authorLocked')}{' '}
          <Anchor component={Link} to={pathInLanguage('/me/as-author', language)}>
            {t('profile.authorLink')}
          </Anchor>
        </Alert>
      )}
      <form onSubmit={form.onSubmit(save)} noValidate>
        <fieldset disabled={form.submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {textFields.map((field) => (
                <TextInput
                  key={field}
                  label={t(`profile.${field}`)}
                  {...form.getInputProps(field)}
                  disabled={locked && isPersonal(field)}
                />
              ))}
              <Select
                label={t('profile.gender')}
                data={[
                  { value: String(Gender.Man), label: t('profile.genderMan') },
                  { value: String(Gender.Woman), label: t('profile.genderWoman') },
                  { value: String(Gender.Other), label: t('profile.genderOther') },
                ]}
                {...form.getInputProps('gender')}
                clearable
                disabled={locked}
              />
              <TextInput
                label={t('profile.birthday')}
                type="date"
                {...form.getInputProps('birthday')}
                disabled={locked}
              />
            </SimpleGrid>
            <Textarea
              label={t('profile.aboutMe')}
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps('aboutMe')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
