import type { GenreChild } from '#core/schemas/genres';
import { useEntityPaths } from '../catalogue-entities/entity-paths';
import { Badge, Group, Text } from '../../components/ui';
import { AppLink } from '../../components/ui/app-link';

/** Sub-genres as linked chips, each with its number of books. */
export function GenreChips({ genres, label }: { genres: GenreChild[]; label: string }) {
  const paths = useEntityPaths();
  return (
    <Group component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {genres.map((genre) => (
        <li key={genre.urlName}>
          <Badge
            component={AppLink}
            to={paths.entity('genre', genre.urlName)}
            variant="light"
            size="lg"
            radius="sm"
            tt="none"
            fw={500}
            style={{ cursor: 'pointer' }}
            rightSection={
              <Text span size="xs" c="dimmed">
                {genre.bookCount}
              </Text>
            }
          >
            {genre.name}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
