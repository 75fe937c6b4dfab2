import { useId } from 'react';

/**
 * A compact field's id: the one given (markup written once for every page, such as the footer's,
 * where ids made by `useId` would follow another tree), or Mantine's own form of `useId`, so that
 * the markup and its label and error links stay Mantine's.
 */
export function useFieldId(fixedId: string | undefined): string {
  const generated = `mantine-${useId().replace(/:/g, '')}`;
  return fixedId ?? generated;
}
