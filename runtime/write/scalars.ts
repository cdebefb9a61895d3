// Validation of scalar field values on write, one validator per field type, with DRF's and
// NetBox's exact messages. A validator returns the value to store or throws FieldProblem.
import { isRealDate, realDateTime } from '../lib/dates.js';
import { networkOf, parseNetwork } from '../lib/ip.js';
import { isTimeZone } from '../lib/time-zones.js';
import { decimalDigits, integerRange } from '../lib/numbers.js';
import { NUL_MESSAGE } from '../http/errors.js';
import type { LargeText } from '../lib/large-text.js';
import { yielder } from '../lib/yielding.js';
import type { ModelIndex } from '../registry.js';
import type { FieldMeta } from '../../contract/index.js';

export class FieldProblem extends Error {
  constructor(readonly messages: string[] | Record<string, string[]>) {
    super(Array.isArray(messages) ? messages.join(' ') : JSON.stringify(messages));
  }
}

const fail = (message: string): never => {
  throw new FieldProblem([message]);
};

type Validator = (field: FieldMeta, value: unknown, index: ModelIndex) => unknown;

const SLUG = /^[-a-zA-Z0-9_]+$/;
const COLOR = /^[0-9a-f]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

function text(field: FieldMeta, value: unknown): string {
  if (typeof value === 'boolean' || !['string', 'number'].includes(typeof value)) fail('Not a valid string.');
  return checkedText(field, String(value).trim());
}

/**
 * A long text of a request body, checked and trimmed a piece at a time (lib/large-text.ts): the
 * rope it arrived as is never read whole on the event loop. Text fields only (their value is
 * stored as it is); any other type reads the value as one string.
 */
export async function largeText(field: FieldMeta, value: LargeText): Promise<LargeText | null> {
  const trimmed = value.trim();
  // A piece takes 1 to 2 ms to search: the loop takes its turns between them.
  if (await trimmed.holds('\0', yielder())) fail(NUL_MESSAGE);
  return textOrNull(field, checkedText(field, trimmed));
}

function checkedText<T extends string | LargeText>(field: FieldMeta, trimmed: T): T {
  if (typeof trimmed === 'string' && trimmed.includes('\0')) fail(NUL_MESSAGE);
  if (trimmed.length === 0 && !field.blank && !field.nullable) fail('This field may not be blank.');
  if (field.maxLength !== undefined && trimmed.length > field.maxLength) fail(`Ensure this field has no more than ${field.maxLength} characters.`);
  if (field.minLength !== undefined && trimmed.length < field.minLength && trimmed.length !== 0) fail(`Ensure this field has at least ${field.minLength} characters.`);
  return trimmed;
}

/** Nullable text fields store "" as NULL (NetBox's NullableCharField), so unique "" never clash. */
const textOrNull = <T extends string | LargeText>(field: FieldMeta, value: T): T | null => (value.length === 0 && field.nullable ? null : value);

function bounded(field: FieldMeta, value: number, [min, max]: readonly [number, number] = [-Infinity, Infinity]): number {
  const upper = Math.min(field.max ?? Infinity, max);
  const lower = Math.max(field.min ?? -Infinity, min);
  if (value > upper) fail(`Ensure this value is less than or equal to ${upper}.`);
  if (value < lower) fail(`Ensure this value is greater than or equal to ${lower}.`);
  return value;
}

/** Integers within the declared min/max and what the column holds (lib/numbers.ts), as Django's validators. */
function integer(field: FieldMeta, value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[-+]?\d+(\.0*)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number)) fail('A valid integer is required.');
  return bounded(field, number, integerRange(field.type === 'bigint' ? 'bigint' : 'integer'));
}

function decimal(field: FieldMeta, value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (typeof value === 'boolean' || !Number.isFinite(number)) fail('A valid number is required.');
  const { whole, fraction } = decimalDigits(number);
  const wholeDigits = whole === '0' ? 0 : whole.length;
  if (field.digits !== undefined && wholeDigits + fraction.length > field.digits) fail(`Ensure that there are no more than ${field.digits} digits in total.`);
  if (field.places !== undefined && fraction.length > field.places) fail(`Ensure that there are no more than ${field.places} decimal places.`);
  if (field.digits !== undefined && field.places !== undefined && wholeDigits > field.digits - field.places) {
    fail(`Ensure that there are no more than ${field.digits - field.places} digits before the decimal point.`);
  }
  return bounded(field, number);
}

const TRUE = new Set<unknown>([true, 1, 'true', 'True', 'TRUE', '1', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'y', 'Y', 't', 'T']);
const FALSE = new Set<unknown>([false, 0, 'false', 'False', 'FALSE', '0', 'no', 'No', 'NO', 'off', 'Off', 'OFF', 'n', 'N', 'f', 'F']);

function choice(field: FieldMeta, value: unknown, index: ModelIndex): unknown {
  if (value !== null && typeof value === 'object') fail('Value must be passed directly (e.g. "foo": 123); do not use a dictionary or list.');
  let coerced = value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) coerced = value.toLowerCase() === 'true';
  else if (typeof value === 'string' && /^-?\d+$/.test(value)) coerced = Number(value);
  if (coerced === '' || coerced === null) {
    if (!field.blank && !field.nullable) fail('This field may not be blank.');
    return field.nullable ? null : '';
  }
  const match = index.choices(field.choices!).find((c) => c.value === coerced || String(c.value) === String(value));
  if (!match) fail(`${typeof value === 'string' ? value : JSON.stringify(value)} is not a valid choice.`);
  return match!.value;
}

function ip(kind: 'address' | 'prefix') {
  return (_f: FieldMeta, value: unknown): string => {
    if (typeof value !== 'string' || !value.trim()) fail(kind === 'address' ? 'Enter a valid IPv4 or IPv6 address with optional mask.' : 'Enter a valid IPv4 or IPv6 prefix and mask in CIDR notation.');
    const parsed = parseNetwork(value as string);
    if (!parsed) fail(`Invalid IP ${kind} format: ${(value as string).trim()}`);
    // A prefix with host bits set is refused (ipam.validators.prefix_validator).
    if (kind === 'prefix' && parsed!.address !== parsed!.network) fail(`${parsed!.text} is not a valid prefix. Did you mean ${networkOf(parsed!).text}?`);
    return parsed!.text;
  };
}

export const SCALAR_VALIDATORS: Partial<Record<FieldMeta['type'], Validator>> = {
  content_type: (f, v) => {
    if (typeof v !== 'string' || !/^[a-z0-9_]+\.[a-z0-9_]+$/.test(v)) fail("Invalid value. Specify a content type as '<app_label>.<model_name>'.");
    if (!(f.targets ?? []).includes(v as string)) fail(`Invalid content type: ${v as string}`);
    return v;
  },
  ip_address: ip('address'),
  ip_prefix: ip('prefix'),
  string: (f, v) => textOrNull(f, text(f, v)),
  text: (f, v) => textOrNull(f, text(f, v)),
  password: (f, v) => text(f, v),
  slug: (f, v) => {
    const value = text(f, v);
    if (value !== '' && !SLUG.test(value)) fail('Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.');
    return textOrNull(f, value);
  },
  color: (f, v) => {
    const value = text(f, v);
    if (value !== '' && !COLOR.test(value)) fail('Enter a valid hexadecimal RGB color code.');
    return value;
  },
  url: (f, v) => {
    const value = text(f, v);
    if (value !== '' && !/^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+[^\s]*$/i.test(value)) fail('Enter a valid URL.');
    return textOrNull(f, value);
  },
  time_zone: (f, v) => {
    const value = text(f, v);
    if (value !== '' && !isTimeZone(value)) fail('A valid timezone is required.');
    return textOrNull(f, value);
  },
  email: (f, v) => {
    const value = text(f, v);
    if (value !== '' && !EMAIL.test(value)) fail('Enter a valid email address.');
    return textOrNull(f, value);
  },
  integer: integer,
  bigint: integer,
  float: decimal,
  decimal: decimal,
  boolean: (_f, v) => {
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    return fail('Must be a valid boolean.');
  },
  date: (_f, v) => {
    const match = typeof v === 'string' ? DATE.exec(v.trim()) : null;
    if (!match || !isRealDate(match[0])) fail('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
    return match![0];
  },
  datetime: (_f, v) => {
    const match = typeof v === 'string' ? DATETIME.exec(v.trim()) : null;
    const time = match ? realDateTime(v as string) : null;
    if (time === null) fail('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].');
    return `${new Date(time!).toISOString().slice(0, 19)}.${(match![5] ?? '').padEnd(6, '0')}Z`;
  },
  json: (_f, v) => v,
  uuid: (_f, v) => {
    if (typeof v !== 'string' || !UUID.test(v)) fail('Must be a valid UUID.');
    return (v as string).toLowerCase();
  },
  choice,
  content_types: (f, v) => {
    if (!Array.isArray(v)) fail(`Expected a list of items but got type "${pythonType(v)}".`);
    return [...new Set((v as unknown[]).map((item) => SCALAR_VALIDATORS.content_type!(f, item, undefined as never) as string))];
  },
  int_array: (f, v) => listOf(v, (item) => integer({ ...f, min: f.min, max: f.max }, item)),
  // DRF's ListField(child=CharField()): each item a string, not blank, within the field's max_length.
  string_array: (f, v) => listOf(v, (item) => text({ ...f, blank: false, nullable: false }, item)),
};

/** DRF's ListField: a list, each item checked by `item`; the items' problems by position. */
function listOf<T>(value: unknown, item: (v: unknown) => T): (T | null)[] {
  if (!Array.isArray(value)) fail(`Expected a list of items but got type "${pythonType(value)}".`);
  const errors: Record<string, string[]> = {};
  const out = (value as unknown[]).map((one, i) => {
    try {
      return item(one);
    } catch (error) {
      if (error instanceof FieldProblem && Array.isArray(error.messages)) errors[String(i)] = error.messages;
      return null;
    }
  });
  if (Object.keys(errors).length) throw new FieldProblem(errors);
  return out;
}

/** Python's name of a JSON value's type, as DRF messages print it. */
export function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string': return 'str';
    case 'number': return Number.isInteger(value) ? 'int' : 'float';
    case 'boolean': return 'bool';
    default: return 'dict';
  }
}

/** The write-only `changelog_message` of every change-logged model's body (stored with the change record). */
export const CHANGELOG_MESSAGE: FieldMeta = {
  name: 'changelog_message', type: 'string', column: null, label: 'changelog message', required: false, nullable: false, blank: true,
  readOnly: false, writeOnly: true, internal: false, immutable: false, maxLength: 200,
};
