import { URL_NAME_MIN } from '../../core/constants';
import { slugify } from '../../core/slug';

/**
 * Unique url names for one table: the slug of the first non-empty name; a slug shorter than
 * the minimum length gets `suffix` appended; a clash gets -2, -3 ...
 */
export function createUrlNames() {
  const taken = new Set<string>();
  return (names: (string | null | undefined)[], suffix: string): string => {
    let base = names.map((name) => slugify(name ?? '')).find(Boolean) ?? slugify(suffix);
    if (base.length < URL_NAME_MIN) base = `${base}-${slugify(suffix)}`;
    let candidate = base;
    for (let number = 2; taken.has(candidate); number++) candidate = `${base}-${number}`;
    taken.add(candidate);
    return candidate;
  };
}
