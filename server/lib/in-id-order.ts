/** `rows` in the order of `ids` (a statement reading rows by `id = any(...)` returns them in any order); missing ids are skipped. */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  return valuesInIdOrder(ids, new Map(rows.map((row) => [Number(row.id), row])));
}

/** The values of `byId` in the order of `ids`; missing ids are skipped. */
export function valuesInIdOrder<T>(ids: number[], byId: ReadonlyMap<number, T>): T[] {
  return ids.flatMap((id) => {
    const value = byId.get(id);
    return value === undefined ? [] : [value];
  });
}
