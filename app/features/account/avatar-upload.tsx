import { Avatar, Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { refreshCurrentUser } from '../auth/current-user';
import { Group, Stack, Text } from '../../components/ui';

const ACCEPT = 'image/png,image/jpeg,image/webp';
export const AVATAR_UPLOAD_FIELD = 'document';

/** Choose an image, see it, then upload it; the server crops and resizes it. */
export function AvatarUpload({
  imageUrl,
  name,
  onUploaded,
}: {
  imageUrl: string | null;
  name: string;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation('account');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function upload() {
    if (!file) return;
    const body = new FormData();
    body.append(AVATAR_UPLOAD_FIELD, file);
    setSending(true);
    try {
      const response = await api<{ imageUrl: string }>('/api/user/update/avatar', { method: 'PUT', body });
      onUploaded(response.imageUrl);
      refreshCurrentUser();
      setFile(null);
      notifications.show({ color: 'green', message: t('avatar.saved') });
    } catch {
      // The API client showed the reason.
    } finally {
      setSending(false);
    }
  }

  return (
    <Group gap="lg" wrap="wrap">
      <Avatar src={preview ?? imageUrl ?? undefined} size={96} radius={96} alt={t('avatar.alt')}>
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={setFile} accept={ACCEPT}>
            {(props) => (
              <Button variant="default" {...props} disabled={sending}>
                {t('avatar.choose')}
              </Button>
            )}
          </FileButton>
          {file && (
            <>
              <Button onClick={() => void upload()} loading={sending}>
                {t('avatar.upload')}
              </Button>
              <Button variant="subtle" onClick={() => setFile(null)} disabled={sending}>
                {t('avatar.cancel')}
              </Button>
            </>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {file ? file.name : t('avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
