// Long lists of values bound into one statement (`WHERE id IN (…)`) are split: SQLite binds at
// most 32,766 variables per statement and PostgreSQL 65,535, and both plan a list of thousands
// worse than several short ones. A request may name any number of objects (a bulk write of
// 70,000): the statements it causes take at most IN_LIST_CHUNK values each.

/** The most values one statement binds for a list. */
export const IN_LIST_CHUNK = 500;

/** `items` in consecutive slices of at most `size`. */
export function chunked<T>(items: readonly T[], size = IN_LIST_CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
