// The numbers a column can hold, so that a value beyond them is refused (or, in a filter, matches
// nothing) before it reaches the database: PostgreSQL fails the statement ("out of range for type
// integer") and SQLite stores it as a REAL in an integer column.

/** An `integer` column (PostgreSQL's 4-byte integer, Django's IntegerField). */
export const INTEGER_MIN = -2147483648;
export const INTEGER_MAX = 2147483647;
/**
 * A `bigint` column and every key: PostgreSQL's bigint holds ±2^63, but a JSON number read by
 * JavaScript is exact only up to 2^53 - 1, and a value that is not exact would be stored as
 * another one.
 */
export const BIGINT_MAX = Number.MAX_SAFE_INTEGER;
export const BIGINT_MIN = -Number.MAX_SAFE_INTEGER;

/** The range of an integer column type. */
export function integerRange(type: 'integer' | 'bigint'): readonly [number, number] {
  return type === 'integer' ? [INTEGER_MIN, INTEGER_MAX] : [BIGINT_MIN, BIGINT_MAX];
}

/** Whether `value` can be a stored key (a primary or foreign key): a whole number in range. */
export function isKey(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** An integral number written out in full, as Python prints an int (JavaScript writes 1e+21). */
export function integerText(value: number): string {
  return Number.isSafeInteger(value) || !Number.isFinite(value) ? String(value) : BigInt(Math.trunc(value)).toString();
}

/** The digits of a finite number written out in full: whole part and fraction, without sign or exponent. */
export function decimalDigits(value: number): { whole: string; fraction: string } {
  const text = Math.abs(value).toString();
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) {
    const [whole = '', fraction = ''] = text.split('.');
    return { whole, fraction };
  }
  const digits = exponent[1]! + (exponent[2] ?? '');
  const power = Number(exponent[3]);
  if (power >= 0) return { whole: digits.padEnd(power + 1, '0'), fraction: digits.slice(power + 1) };
  return { whole: '0', fraction: '0'.repeat(-power - 1) + digits };
}
