import { useMatches } from 'react-router';

/** A route id without its locale suffix: 'books-manga-uk' → 'books-manga'. */
export function routeNameOfId(id: string): string {
  return id.replace(/-(en|uk)$/, '');
}

/** The current page's route name (spec §2: names end in the language code; this drops it). */
export function useRouteName(): string {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return leaf ? routeNameOfId(leaf.id) : '';
}
