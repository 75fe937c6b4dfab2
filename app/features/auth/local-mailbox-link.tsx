import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { pathInLanguage } from '#core/locale';
import { useSession } from '../session/session-context';
import { Anchor, Text } from '../../components/ui';

/**
 * "Open the local mailbox", under a notice that a message was sent: shown only when the server
 * opens its local mailbox to this browser (no SMTP, a request from the machine itself).
 */
export function LocalMailboxLink() {
  const { t } = useTranslation('auth');
  const { language } = useSession();
  const path = pathInLanguage('/local-mailbox', language);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let current = true;
    fetch(path, { method: 'HEAD', cache: 'no-store' })
      .then((response) => current && setOpen(response.ok))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [path]);
  if (!open) return null;
  return (
    <Text size="sm" mt="xs">
      {t('localMailbox.hint')} {/* A plain link: the server renders that page, outside the app's routes. */}
      <Anchor href={path}>{t('localMailbox.open')}</Anchor>
    </Text>
  );
}
