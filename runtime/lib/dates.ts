// Calendar checks JavaScript's Date.parse does not make: it reads 2020-02-30 as March 1st and
// takes year 0 and years past 9999, and a database then stores the impossible text (SQLite) or
// fails the statement (PostgreSQL).

/** YYYY-MM-DD, optionally with [T ]hh:mm[:ss[.ffffff]] and then an offset (Z, ±hh:mm, ±hhmm). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** The years Python's datetime and PostgreSQL's date both hold. */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

/**
 * The instant (ms since the epoch, UTC) of a date or date-time that exists, whose year is 1–9999
 * as written and in UTC; null for anything else (surrounding spaces are ignored).
 */
export function realDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (year < FIRST_YEAR || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const offset = match[7];
  let instant = date.getTime();
  if (offset && offset !== 'Z') {
    const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset)!;
    if (Number(hours) > 15 || Number(minutes) > 59) return null;
    instant -= (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  }
  const utcYear = new Date(instant).getUTCFullYear();
  return utcYear >= FIRST_YEAR && utcYear <= LAST_YEAR ? instant : null;
}

/** Whether `text` is a date or date-time that exists (realDateTime). */
export function isRealDate(text: string): boolean {
  return realDateTime(text) !== null;
}
