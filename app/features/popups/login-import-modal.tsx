import { List } from '@mantine/core';
import { IconFileSpreadsheet, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { pathInLanguage } from '#core/locale';
import { api } from '../../lib/api-client';
import { useSession } from '../session/session-context';
import { PromptModal } from './prompt-modal';
import { Stack, Text } from '../../components/ui';

/** login-import-modal: invites to import from Goodreads, StoryGraph or a CSV file. */
export default function LoginImportModal({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('popups');
  const { language } = useSession();
  return (
    <PromptModal
      title={t('import.title')}
      confirmLabel={t('import.confirm')}
      confirmTo={pathInLanguage('/me/settings/import-books', language)}
      cancelLabel={t('import.cancel')}
      onDoNotShow={() => api('/api/user/me/do-not-show/login-import', { method: 'PUT' })}
      onClosed={onClosed}
    >
      <Stack gap="sm">
        <Text>{t('import.text')}</Text>
        <List spacing={4} size="sm" icon={<IconFileImport size={16} aria-hidden />}>
          <List.Item>{t('import.goodreads')}</List.Item>
          <List.Item>{t('import.storygraph')}</List.Item>
          <List.Item icon={<IconFileSpreadsheet size={16} aria-hidden />}>{t('import.csv')}</List.Item>
        </List>
      </Stack>
    </PromptModal>
  );
}
