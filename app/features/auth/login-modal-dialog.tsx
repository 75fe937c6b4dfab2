import { Modal } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LoginPanel, type LoginMode } from './login-panel';

interface LoginModalDialogProps {
  opened: boolean;
  title: string | undefined;
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  onClose: () => void;
}

/** The login pop-up itself, loaded on its first open (it brings the form and its zod schema). */
export default function LoginModalDialog({ opened, title, mode, onModeChange, onClose }: LoginModalDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'reset' ? t('reset.title') : (title ?? t('login.title'))}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <LoginPanel inModal redirectTo={null} onModeChange={onModeChange} />
    </Modal>
  );
}
