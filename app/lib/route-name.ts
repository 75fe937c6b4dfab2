import { useMatches } from 'react-router';

/** The current page's route name without its language (route ids are the table's names, route-table.ts). */
export function useRouteName(): string {
  const matches = useMatches();
  return matches[matches.length - 1]?.id ?? '';
}
