import { Button, Group, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeProfile, PrivacyUpdateBody } from '#core/schemas/users';
import { api } from '../../lib/api-client';

/** Spec §6 "Privacy": friend requests always needed or automatic; messages from everyone or friends only. */
export function PrivacyForm({
  profile,
  onSaved,
}: {
  profile: MeProfile;
  onSaved: (changes: PrivacyUpdateBody) => void;
}) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<PrivacyUpdateBody>({
    friendByRequest: profile.friendByRequest,
    messageFromFriend: profile.messageFromFriend,
  });
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      await api('/api/user/me/privacy/update', { method: 'PUT', body: values });
      onSaved(values);
      notifications.show({ color: 'green', message: t('saved') });
    } catch {
      // The API client showed the reason.
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Switch
          label={t('privacy.friendByRequest')}
          description={t('privacy.friendByRequestHint')}
          checked={values.friendByRequest}
          onChange={(event) => setValues({ ...values, friendByRequest: event.currentTarget.checked })}
          disabled={sending}
        />
        <Switch
          label={t('privacy.messageFromFriend')}
          description={t('privacy.messageFromFriendHint')}
          checked={values.messageFromFriend}
          onChange={(event) => setValues({ ...values, messageFromFriend: event.currentTarget.checked })}
          disabled={sending}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
