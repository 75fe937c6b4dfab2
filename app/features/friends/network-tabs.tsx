import { IconUserQuestion, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { pathInLanguage } from '#core/locale';
import { useSession } from '../session/session-context';
import { Badge, Button, Group } from '../../components/ui';

export type NetworkTab = 'friends' | 'requests';

const icons = { friends: IconUsers, requests: IconUserQuestion } as const;

/** The two network pages of one's own profile; the requests link carries the number waiting. */
export function NetworkTabs({ current, waiting }: { current: NetworkTab; waiting: number }) {
  const { t } = useTranslation('friends');
  const { language } = useSession();
  return (
    <Group component="nav" aria-label={t('network.label')} gap="xs">
      {(['friends', 'requests'] as const).map((tab) => {
        const Icon = icons[tab];
        const active = tab === current;
        return (
          <Button
            key={tab}
            component={Link}
            to={pathInLanguage(`/me/profile/network/${tab}`, language)}
            aria-current={active ? 'page' : undefined}
            variant={active ? 'light' : 'subtle'}
            radius="xl"
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={
              tab === 'requests' && waiting > 0 ? (
                <Badge size="sm" circle color="red">
                  {waiting}
                </Badge>
              ) : undefined
            }
          >
            {t(`network.${tab}`)}
          </Button>
        );
      })}
    </Group>
  );
}
