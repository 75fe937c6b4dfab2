import { Avatar } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { WriterRef } from '#core/schemas/recensions';
import { useReadingPaths } from './reading-paths';
import { TimeAgo } from './time-ago';
import { Anchor, Badge, Group, Text } from '../../components/ui';

/** Who wrote something and when: avatar, name (linking to their profile), the Author badge, the time. */
export function WriterLine({
  writer,
  date,
  size = 'sm',
  children,
}: {
  writer: WriterRef | null;
  date: string;
  size?: 'sm' | 'xs';
  children?: ReactNode;
}) {
  const { t } = useTranslation('recensions');
  const paths = useReadingPaths();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar
        src={writer?.imageLink}
        alt=""
        size={size === 'sm' ? 36 : 28}
        radius="xl"
        name={writer?.userName ?? 'Polytsia'}
        color="initials"
      />
      <Group gap={6} wrap="wrap" miw={0} style={{ rowGap: 0 }}>
        {writer ? (
          <Anchor component={AppLink} to={paths.user(writer.userName)} fw={600} size={size} c="inherit">
            {writer.userName}
          </Anchor>
        ) : (
          <Text fw={600} size={size}>
            {t('writer.administration')}
          </Text>
        )}
        {writer?.isAuthor && (
          <Badge size="xs" variant="light">
            {t('writer.author')}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          <TimeAgo date={date} />
        </Text>
        {children}
      </Group>
    </Group>
  );
}
