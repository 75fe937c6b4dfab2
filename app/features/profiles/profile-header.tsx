import { Avatar, Box, Paper, Tooltip, VisuallyHidden, Title as MantineTitle } from '@mantine/core';
import { IconCalendar, IconMapPin, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { ActivityLevel } from '#core/enums';
import { pointsToNextLevel } from '#core/profiles/activity-level';
import type { PublicProfile } from '#core/schemas/profiles';
import { useLocale } from '../../components/shell/use-locale';
import { displayNameOf } from './profile-names';
import { tabPath, type ProfileTab } from './profile-tabs';
import classes from './profiles.module.css';
import { Badge, Group, Stack, Text } from '../../components/ui';

const LEVEL_COLOR: Record<number, string> = {
  [ActivityLevel.Reader]: 'green',
  [ActivityLevel.Guru]: 'teal',
  [ActivityLevel.Expert]: 'orange',
};

/**
 * The head of a profile: avatar, name (the page's one h1), status text, activity level with its
 * points, where and since when, and the counts, each leading to its tab. `actions` sits on the
 * right: the owner's edit link, or the friend button on someone else's profile.
 */
export function ProfileHeader({
  profile,
  base,
  tabs,
  actions,
}: {
  profile: PublicProfile;
  /** The profile's path without locale: /me/profile or /user/<name>. */
  base: string;
  tabs: readonly ProfileTab[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation('profiles');
  const { to, language } = useLocale();
  const name = displayNameOf(profile);
  const next = pointsToNextLevel(profile.activityPoints);
  const levelHint = next
    ? t('level.toNext', { count: next.missing, points: profile.activityPoints, level: t(`level.${next.level}`) })
    : t('level.top', { count: profile.activityPoints });
  const joined = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(profile.joinedOn),
  );
  const counted = tabs.filter((tab) => tab.count);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.header}>
      <Group align="flex-start" gap="lg" wrap="nowrap" className={classes.headerTop}>
        <Avatar
          src={profile.imageUrl}
          alt=""
          name={name}
          color="initials"
          size={96}
          radius={96}
          className={classes.avatar}
        />
        <Stack gap={6} className={classes.headerText}>
          <Group gap="sm" align="center" wrap="wrap">
            <MantineTitle order={1} fz={{ base: 'h3', sm: 'h2' }} className={classes.name}>
              {name}
            </MantineTitle>
            <Tooltip label={levelHint} withArrow multiline maw={260}>
              <Group gap={6} wrap="nowrap" className={classes.level}>
                <Badge
                  variant="light"
                  color={LEVEL_COLOR[profile.activityLevel]}
                  leftSection={<IconSparkles size={14} aria-hidden />}
                >
                  {t(`level.${profile.activityLevel}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('level.points', { count: profile.activityPoints })}
                </Text>
                <VisuallyHidden>{levelHint}</VisuallyHidden>
              </Group>
            </Tooltip>
          </Group>
          <Text c="dimmed" size="sm">
            @{profile.userName}
          </Text>
          {profile.statusText && (
            <Text className={classes.statusText} fs="italic">
              {profile.statusText}
            </Text>
          )}
          <Group gap="md" c="dimmed" wrap="wrap">
            {profile.location && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{profile.location}</Text>
              </Group>
            )}
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">{t('header.joined', { date: joined })}</Text>
            </Group>
            {profile.authorUrlName && (
              <Link to={to(`/author/${profile.authorUrlName}`)} className={classes.inlineLink}>
                {t('header.authorPage')}
              </Link>
            )}
          </Group>
        </Stack>
        {actions && <Box className={classes.headerActions}>{actions}</Box>}
      </Group>
      <ul className={classes.counts} aria-label={t('header.counts')}>
        {counted.map((tab) => (
          <li key={tab.key}>
            <Link to={to(tabPath(base, tab))} className={classes.count}>
              <span className={classes.countValue}>{profile.counts[tab.count!].toLocaleString(language)}</span>
              <span className={classes.countLabel}>{t(`tabs.${tab.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
