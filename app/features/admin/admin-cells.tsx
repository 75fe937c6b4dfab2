import { Avatar, Badge, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Group, Stack, Text } from '../../components/ui';

/** Whether a record is shown on the site. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} radius="sm">
      {active ? t('cells.active') : t('cells.inactive')}
    </Badge>
  );
}

/**
 * A record's name with its picture (or initials) and a dimmed second line; `badge` shows beside the
 * name on phones, where the table hides its status column.
 */
export function RecordName({
  name,
  secondary,
  imageLink,
  withImage = false,
  badge,
}: {
  name: string;
  secondary?: ReactNode;
  imageLink?: string | null;
  withImage?: boolean;
  badge?: ReactNode;
}) {
  const text = (
    <Stack gap={0} miw={0}>
      <Text span fw={600} size="sm" lineClamp={2}>
        {name}
      </Text>
      {badge && (
        <Box hiddenFrom="sm" component="span">
          {badge}
        </Box>
      )}
      {secondary && (
        <Text span size="xs" c="dimmed" lineClamp={1}>
          {secondary}
        </Text>
      )}
    </Stack>
  );
  if (!withImage) return text;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={imageLink ?? undefined} alt="" size={32} radius="sm">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      {text}
    </Group>
  );
}

/** A date-time in the page's language, short. */
export function DateCell({ value }: { value: string | null }) {
  const { t, i18n } = useTranslation('admin');
  if (!value) return <>{t('cells.none')}</>;
  const date = new Date(value);
  return (
    <Text span size="sm" c="dimmed">
      <time dateTime={value}>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}
      </time>
    </Text>
  );
}
