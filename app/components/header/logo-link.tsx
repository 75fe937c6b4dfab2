import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { useSession } from '../../features/session/session-context';
import { useLocale } from '../shell/use-locale';
import classes from './header.module.css';
import { Group, Text } from '../ui';

/**
 * Spec §2: home when signed in, the landing page otherwise. `narrowIconOnly` drops the wordmark
 * on the narrowest phones, where the header needs the room for search and the user menu.
 */
export function LogoLink({ narrowIconOnly = false }: { narrowIconOnly?: boolean }) {
  const { t } = useTranslation('common');
  const { auth } = useSession();
  const { to } = useLocale();
  return (
    <AppLink to={to(auth ? '/home' : '/')} className={classes.logo} aria-label={t('appName')}>
      <Group gap={8} wrap="nowrap">
        <IconBooks size={28} stroke={1.7} aria-hidden className={classes.logoIcon} />
        <Text
          component="span"
          fw={700}
          fz={22}
          ff="heading"
          className={narrowIconOnly ? classes.narrowHidden : undefined}
        >
          {t('appName')}
        </Text>
      </Group>
    </AppLink>
  );
}
