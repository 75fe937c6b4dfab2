import { Grid, Paper } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ActivityList, PublicProfile, ReadingStatistics as Statistics } from '#core/schemas/profiles';
import { useLocale } from '../../components/shell/use-locale';
import { ActivityTimeline } from './activity-timeline';
import { ReadingStatistics } from './reading-statistics';
import classes from './profiles.module.css';
import { Stack, Text, Title } from '../../components/ui';

export interface ProfileOverviewData {
  activity: ActivityList;
  statistics: Statistics;
  activityPageSize: number;
  /** When the page was rendered (ISO). */
  now: string;
}

/** A profile's overview (the `default` child and the profile's own page): about, statistics, timeline. */
export function ProfileOverview({
  profile,
  overview,
  activityApi,
}: {
  profile: PublicProfile;
  overview: ProfileOverviewData;
  activityApi: string;
}) {
  const { t } = useTranslation('profiles');
  const { language } = useLocale();
  const facts = [
    profile.birthday
      ? {
          key: 'birthday',
          value: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
            new Date(`${profile.birthday}T00:00:00Z`),
          ),
        }
      : null,
    profile.location ? { key: 'location', value: profile.location } : null,
    profile.gender ? { key: 'gender', value: t(`about.genders.${profile.gender}`) } : null,
  ].filter((fact): fact is { key: string; value: string } => fact !== null);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="xl">
          <ReadingStatistics statistics={overview.statistics} />
          <section aria-labelledby="profile-activity" className={classes.section}>
            <Title order={2} size="h3" id="profile-activity" mb="sm">
              {t('activity.title')}
            </Title>
            <ActivityTimeline
              key={`${activityApi}@${overview.now}`}
              first={overview.activity}
              apiBase={activityApi}
              pageSize={overview.activityPageSize}
              now={overview.now}
            />
          </section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-about">
          <Title order={2} size="h4" id="profile-about" mb="xs">
            {t('about.title')}
          </Title>
          {profile.aboutMe ? (
            <Text className={classes.readerText}>{profile.aboutMe}</Text>
          ) : (
            <Text c="dimmed">{t('about.empty')}</Text>
          )}
          {facts.length > 0 && (
            <dl className={classes.facts}>
              {facts.map((fact) => (
                <div key={fact.key}>
                  <dt>{t(`about.${fact.key}`)}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
