/** The search string with `patch` applied (`null` or '' removes a param) and the page back to 1. */
export function withParams(search: string, patch: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
