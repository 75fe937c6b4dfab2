/** `rows` in the order of `ids` (a statement reading rows by `id = any(...)` returns them in any order); missing ids are skipped. */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
