import { Button, List, Modal, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { UpdatedContentPage } from '#core/schemas/auth';
import { pathInLanguage } from '#core/locale';
import { api } from '../../lib/api-client';
import { refreshCurrentUser } from '../auth/current-user';
import { useSession } from '../session/session-context';
import { Anchor, Group, Stack, Text } from '../../components/ui';

/**
 * updated-content-pages-modal (spec §4): at most 560 px wide, lists the updated pages (each opens in
 * a new tab, as the modal stays until acknowledged); neither Escape nor the backdrop closes it;
 * Continue acknowledges every page and closes.
 */
export default function UpdatedPagesModal({ pages, onClosed }: { pages: UpdatedContentPage[]; onClosed: () => void }) {
  const { t } = useTranslation('popups');
  const { language } = useSession();
  const [opened, setOpened] = useState(true);
  const [busy, setBusy] = useState(false);

  async function acknowledge() {
    setBusy(true);
    try {
      await api('/api/user/me/acknowledge-pages', { method: 'PUT' });
      setOpened(false);
      onClosed();
      refreshCurrentUser();
    } catch {
      setBusy(false); // The API client showed the reason; the modal stays.
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t('updatedPages.title')}
      size={560}
      centered
      radius="lg"
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text>{t('updatedPages.text')}</Text>
        <List spacing="xs">
          {pages.map((page) => (
            <List.Item key={page.id}>
              <Anchor href={pathInLanguage(page.url, language)} target="_blank" rel="noopener">
                {page.title}
                <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
                <VisuallyHidden>({t('updatedPages.newTab')})</VisuallyHidden>
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={() => void acknowledge()} loading={busy}>
            {t('updatedPages.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
