import { Button, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/use-translation';
import { privacyUpdateBodySchema, type MeProfile, type PrivacyUpdateBody } from '#core/schemas/users';
import { api } from '../../lib/api-client';
import { showServerErrors, validateWith } from '../../lib/schema-form';
import { Group, Stack } from '../../components/ui';

/**
 * Spec §6 "Privacy": friend requests always needed (a request the reader approves) or automatic
 * (anyone becomes a friend at once); messages from everyone or friends only.
 */
export function PrivacyForm({
  profile,
  onSaved,
}: {
  profile: MeProfile;
  onSaved: (changes: PrivacyUpdateBody) => void;
}) {
  const { t } = useTranslation('account');
  const form = useForm<PrivacyUpdateBody>({
    initialValues: { friendByRequest: profile.friendByRequest, messageFromFriend: profile.messageFromFriend },
    validate: validateWith(privacyUpdateBodySchema, t),
  });

  async function save(values: PrivacyUpdateBody) {
    try {
      await api('/api/user/me/privacy/update', { method: 'PUT', body: values });
      onSaved(values);
      notifications.show({ color: 'green', message: t('saved') });
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <Switch
          label={t('privacy.friendByRequest')}
          description={t('privacy.friendByRequestHint')}
          disabled={form.submitting}
          {...form.getInputProps('friendByRequest', { type: 'checkbox' })}
        />
        <Switch
          label={t('privacy.messageFromFriend')}
          description={t('privacy.messageFromFriendHint')}
          disabled={form.submitting}
          {...form.getInputProps('messageFromFriend', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
