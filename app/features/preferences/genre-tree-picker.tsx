import { Checkbox } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { GenrePreference } from '#core/schemas/genres';
import classes from './preferences.module.css';
import { Text } from '../../components/ui';

interface GenreNode {
  genre: GenrePreference;
  children: GenrePreference[];
}

/** Top-level genres with their sub-genres under them; a genre whose parent is not offered stands on its own. */
export function genreTree(genres: GenrePreference[]): GenreNode[] {
  const offered = new Set(genres.map((genre) => genre.id));
  const roots = genres.filter((genre) => genre.parentId === null || !offered.has(genre.parentId));
  return roots.map((genre) => ({ genre, children: genres.filter((child) => child.parentId === genre.id) }));
}

/** Favourite genres as a tree of checkboxes (spec §1); `value` holds the chosen ids. */
export function GenreTreePicker({
  genres,
  value,
  onChange,
}: {
  genres: GenrePreference[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('preferences');
  const chosen = new Set(value);
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((other) => other !== id));
  if (!genres.length) return <Text c="dimmed">{t('genres.empty')}</Text>;
  return (
    <ul className={classes.genreGrid}>
      {genreTree(genres).map(({ genre, children }) => (
        <li
          key={genre.id}
          className={classes.genreCard}
          data-checked={chosen.has(genre.id) || children.some((child) => chosen.has(child.id)) || undefined}
        >
          <Checkbox
            label={genre.name}
            fw={600}
            checked={chosen.has(genre.id)}
            onChange={(event) => toggle(genre.id, event.currentTarget.checked)}
          />
          {children.length > 0 && (
            <ul className={classes.children} aria-label={t('genres.subgenres', { genre: genre.name })}>
              {children.map((child) => (
                <li key={child.id}>
                  <Checkbox
                    size="sm"
                    label={child.name}
                    checked={chosen.has(child.id)}
                    onChange={(event) => toggle(child.id, event.currentTarget.checked)}
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
