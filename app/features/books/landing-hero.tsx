import { Box, Grid } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { IconBooks, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { BookItem } from '#core/schemas/books';
import { useSession } from '../session/session-context';
import { BookCover } from './book-cover';
import { useCataloguePaths } from './book-links';
import classes from './landing.module.css';
import { Button, Group, Stack, Text, Title } from '../../components/ui';

/** The landing page's opening: what Polytsia is, the calls to action, three popular covers. */
export function LandingHero({ covers }: { covers: BookItem[] }) {
  const { t } = useTranslation('landing');
  const { auth } = useSession();
  const paths = useCataloguePaths();
  return (
    <Box className={classes.hero}>
      <Container size={1200}>
        <Grid align="center" gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Text tt="uppercase" fw={700} c="teal" size="sm" style={{ letterSpacing: '0.08em' }}>
                {t('hero.eyebrow')}
              </Text>
              <Title order={1} className={classes.heroTitle}>
                {t('hero.title')}
              </Title>
              <Text size="lg" c="dimmed" maw={560}>
                {t('hero.text')}
              </Text>
              <Group gap="sm">
                {auth ? (
                  <Button
                    component={AppLink}
                    to={paths.to('/home')}
                    size="md"
                    leftSection={<IconBooks size={20} aria-hidden />}
                  >
                    {t('cta.home')}
                  </Button>
                ) : (
                  <Button
                    component={AppLink}
                    to={paths.to('/signup')}
                    size="md"
                    leftSection={<IconUserPlus size={20} aria-hidden />}
                  >
                    {t('cta.signUp')}
                  </Button>
                )}
                <Button component={AppLink} to={paths.to('/books?sortby=1')} size="md" variant="default">
                  {t('cta.browse')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {covers.length > 0 && (
              <div className={classes.fan} aria-hidden>
                {covers.slice(0, 3).map((book) => (
                  <div key={book.urlName} className={classes.fanCover}>
                    <BookCover src={book.imageLink} title={book.title} eager />
                  </div>
                ))}
              </div>
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
