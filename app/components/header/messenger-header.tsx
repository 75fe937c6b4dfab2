import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { useLocale } from '../shell/use-locale';
import classes from './header.module.css';
import { UserMenu } from './user-menu';
import { Anchor, Group, Text } from '../ui';

/** Spec §2: on messenger routes this menu replaces the main menu. */
export function MessengerHeader() {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  return (
    <header className={classes.primaryRow}>
      <Group className="page-container" h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Anchor
            component={AppLink}
            to={to('/home')}
            c="dimmed"
            aria-label={t('messenger.back')}
            title={t('messenger.back')}
          >
            <Group gap={6} wrap="nowrap">
              <IconArrowLeft size={20} aria-hidden />
              <Text component="span" size="sm" visibleFrom="xs">
                {t('messenger.back')}
              </Text>
            </Group>
          </Anchor>
          <Text component="h1" fz="lg" className={classes.messengerTitle} m={0}>
            {t('messenger.title')}
          </Text>
        </Group>
        <UserMenu />
      </Group>
    </header>
  );
}
