import { Box, Flex, Paper, Spoiler } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EntityImage, type EntityImageShape } from './entity-image';
import classes from './entities.module.css';
import { Group, Stack, Text, Title } from '../../components/ui';

export interface EntityFact {
  label: string;
  value: ReactNode;
}

export interface EntityDetailHeaderProps {
  /** The kind's name shown above the title ("Author", "Genre"...). */
  kindLabel: string;
  title: string;
  subtitle?: ReactNode;
  imageLink?: string | null;
  /** Kinds without pictures (tags, series) pass false. */
  withImage?: boolean;
  imageShape?: EntityImageShape;
  facts: EntityFact[];
  description?: string;
  /** Extra blocks under the description: parent genre, sub-genres, similar authors. */
  children?: ReactNode;
}

/** The top of a catalogue detail page: picture, kind, name, facts and description. */
export function EntityDetailHeader({
  kindLabel,
  title,
  subtitle,
  imageLink,
  withImage = true,
  imageShape,
  facts,
  description,
  children,
}: EntityDetailHeaderProps) {
  const { t } = useTranslation('entities');
  return (
    <Paper component="header" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.hero}>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="xl" align={{ base: 'center', sm: 'flex-start' }}>
        {withImage && <EntityImage src={imageLink} name={title} size={160} shape={imageShape} />}
        <Stack gap="sm" flex={1} miw={0} w="100%">
          <Box ta={{ base: withImage ? 'center' : 'left', sm: 'left' }}>
            <Text tt="uppercase" size="xs" fw={700} c="dimmed" lts={1}>
              {kindLabel}
            </Text>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {subtitle && (
              <Text size="lg" c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </Box>
          {facts.length > 0 && (
            <Group component="dl" gap="xl" m={0} className={withImage ? classes.factsCentered : undefined}>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {fact.label}
                  </Text>
                  <Text component="dd" fw={600} m={0}>
                    {fact.value}
                  </Text>
                </div>
              ))}
            </Group>
          )}
          {description !== undefined &&
            (description ? (
              <Spoiler maxHeight={168} showLabel={t('detail.showMore')} hideLabel={t('detail.showLess')}>
                <Text className={classes.description}>{description}</Text>
              </Spoiler>
            ) : (
              <Text c="dimmed" fs="italic">
                {t('detail.noDescription')}
              </Text>
            ))}
          {children}
        </Stack>
      </Flex>
    </Paper>
  );
}
