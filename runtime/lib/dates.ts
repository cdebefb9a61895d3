// Calendar checks JavaScript's Date.parse does not make: it reads 2020-02-30 as March 1st, and a
// database then stores the impossible text (SQLite) or fails the statement (PostgreSQL).

/** Whether the date (and time) written at the start of `text` (YYYY-MM-DD[Thh:mm[:ss]]) exists. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (hour! > 23 || minute! > 59 || second! > 59) return false;
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  date.setUTCFullYear(year!);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}
