import { useTranslation } from '../../i18n/use-translation';
import { pathInLanguage } from '#core/locale';
import { api } from '../../lib/api-client';
import { useSession } from '../session/session-context';
import { PromptModal } from './prompt-modal';

/** enter-preference-modal: invites to the preference flow. */
export default function EnterPreferenceModal({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('popups');
  const { language } = useSession();
  return (
    <PromptModal
      title={t('preference.title')}
      confirmLabel={t('preference.confirm')}
      confirmTo={pathInLanguage('/preferences', language)}
      cancelLabel={t('preference.cancel')}
      onDoNotShow={() => api('/api/user/me/do-not-show/login-preference', { method: 'PUT' })}
      onClosed={onClosed}
    >
      {t('preference.text')}
    </PromptModal>
  );
}
