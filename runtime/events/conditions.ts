// NetBox's event rule condition language (extras/conditions.py): a condition
// {"attr": "status.value", "op": "eq", "value": "active", "negate": false}, or a set
// {"and": [...]} / {"or": [...]} nesting both. `attr` is a dotted path through the event's data
// (lists map the rest of the path over their items); `snapshots.prechange.<field>` reads a
// snapshot; `changed` / `unchanged` compare a field between the two snapshots. Building a set
// validates it with NetBox's messages (a 400 when a rule is written); evaluating may raise
// InvalidCondition, which makes the rule not fire (and is logged).
import { regexMatchAtStart } from '../lib/regex.js';

export class InvalidCondition extends Error {}

const OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte', 'in', 'contains', 'regex', 'changed', 'unchanged'] as const;
type Operator = (typeof OPERATORS)[number];
const SNAPSHOT_OPERATORS: readonly Operator[] = ['changed', 'unchanged'];
const SNAPSHOT_PREFIX = 'snapshots.';
const OPPOSITE: Readonly<Record<string, string>> = { prechange: 'postchange', postchange: 'prechange' };

/** The operators each Python value type accepts (Condition.TYPES). */
const TYPES: Readonly<Record<string, readonly Operator[]>> = {
  str: ['eq', 'contains', 'regex'],
  bool: ['eq', 'contains'],
  int: ['eq', 'gt', 'gte', 'lt', 'lte', 'contains'],
  float: ['eq', 'gt', 'gte', 'lt', 'lte', 'contains'],
  list: ['eq', 'in', 'contains'],
  NoneType: ['eq'],
};

const MISSING = Symbol('missing');
type Resolved = unknown | typeof MISSING;

function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (Array.isArray(value)) return 'list';
  return 'dict';
}

const pythonClass = (value: unknown) => `<class '${pythonType(value)}'>`;

/** walk_path: MISSING for an absent or null step; a TypeError for a step into a scalar. */
function walkPath(start: unknown, keys: readonly string[], emptyListIsAbsent = false): Resolved {
  let value: unknown = start;
  for (const key of keys) {
    if (value === null || value === undefined) return MISSING;
    if (Array.isArray(value)) {
      if (value.length === 0 && emptyListIsAbsent) return MISSING;
      const out: unknown[] = [];
      for (const item of value) {
        if (item === null) return MISSING;
        if (typeof item !== 'object' || Array.isArray(item)) throw new TypeError(`cannot resolve '${key}' within ${pythonType(item)}`);
        if (!Object.hasOwn(item, key)) return MISSING;
        out.push((item as Record<string, unknown>)[key]);
      }
      value = out;
    } else if (typeof value === 'object') {
      if (!Object.hasOwn(value, key)) return MISSING;
      value = (value as Record<string, unknown>)[key];
    } else {
      throw new TypeError(`cannot resolve '${key}' within ${pythonType(value)}`);
    }
  }
  return value;
}

/** Python's == over JSON values. */
function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function compare(op: Operator, actual: unknown, expected: unknown): boolean {
  const ordered = () => {
    if (typeof actual !== typeof expected || (typeof actual !== 'number' && typeof actual !== 'string')) {
      throw new TypeError(`'${op}' not supported between instances of '${pythonType(actual)}' and '${pythonType(expected)}'`);
    }
    return [actual, expected] as [number, number];
  };
  switch (op) {
    case 'eq': return equal(actual, expected);
    case 'gt': { const [a, b] = ordered(); return a > b; }
    case 'gte': { const [a, b] = ordered(); return a >= b; }
    case 'lt': { const [a, b] = ordered(); return a < b; }
    case 'lte': { const [a, b] = ordered(); return a <= b; }
    case 'in': return (expected as unknown[]).some((item) => equal(item, actual));
    case 'contains':
      if (typeof actual === 'string' && typeof expected === 'string') return actual.includes(expected);
      if (Array.isArray(actual)) return actual.some((item) => equal(item, expected));
      if (actual !== null && typeof actual === 'object') return typeof expected === 'string' && Object.hasOwn(actual, expected);
      throw new TypeError(`argument of type '${pythonType(actual)}' is not iterable`);
    case 'regex':
      if (typeof actual !== 'string') throw new TypeError(`expected string or bytes-like object, got '${pythonType(actual)}'`);
      // re.match: anchored at the start only (RE2: a rule's pattern cannot stall the worker).
      return regexMatchAtStart(expected as string, actual);
    default: return false;
  }
}

export interface Evaluable {
  eval(data: Record<string, unknown>): boolean;
}

class Condition implements Evaluable {
  private readonly op: Operator;
  private readonly value: unknown;

  constructor(private readonly attr: string, value: unknown, op: unknown, private readonly negate: boolean) {
    if (typeof op !== 'string' || !(OPERATORS as readonly string[]).includes(op)) {
      throw new Error(`Unknown operator: ${String(op)}. Must be one of: ${OPERATORS.join(', ')}`);
    }
    this.op = op as Operator;
    if (SNAPSHOT_OPERATORS.includes(this.op)) {
      if (value !== MISSING) throw new Error(`The '${op}' operator compares snapshots and does not accept a value.`);
      if (attr.startsWith(SNAPSHOT_PREFIX)) {
        throw new Error(`The '${op}' operator resolves '${attr}' within each snapshot dict, not the top-level condition context. Use the bare attribute name (e.g. 'status') rather than a snapshot path (e.g. 'snapshots.prechange.status'), which is only valid with standard operators.`);
      }
    } else {
      if (value === MISSING) throw new Error(`A value is required for the '${op}' operator.`);
      const type = pythonType(value);
      if (!TYPES[type]) throw new Error(`Unsupported value type: ${pythonClass(value)}`);
      if (!TYPES[type]!.includes(this.op)) throw new Error(`Invalid type for ${op} operation: ${pythonClass(value)}`);
    }
    this.value = value;
  }

  eval(data: Record<string, unknown>): boolean {
    if (SNAPSHOT_OPERATORS.includes(this.op)) {
      const snapshots = data.snapshots;
      if (snapshots === null || typeof snapshots !== 'object' || Array.isArray(snapshots)) {
        throw new InvalidCondition(`No snapshot data available for '${this.op}' operator. Snapshot operators are only meaningful on update and delete events.`);
      }
      const [pre, post] = this.snapshotValues(snapshots as Record<string, unknown>);
      const same = equal(pre === MISSING ? MISSING.toString() : pre, post === MISSING ? MISSING.toString() : post);
      const result = this.op === 'changed' ? !same : same;
      return this.negate ? !result : result;
    }
    const absent = this.referencesAbsentSnapshot(data);
    const value = absent ? null : this.resolve(data);
    let result: boolean;
    try {
      result = compare(this.op, value, this.value);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      if (!absent) throw new InvalidCondition(`Invalid data type at '${this.attr}' for '${this.op}' evaluation: ${error.message}`);
      result = false;
    }
    return this.negate ? !result : result;
  }

  private resolve(data: Record<string, unknown>): unknown {
    let value: Resolved;
    try {
      value = walkPath(data, this.attr.split('.'));
    } catch (error) {
      throw new InvalidCondition(`Invalid key path: ${this.attr} (${(error as Error).message})`);
    }
    if (value === MISSING) throw new InvalidCondition(`Invalid key path: ${this.attr}`);
    return value;
  }

  /** A snapshots.<which>.<path> whose snapshot is null (a create's prechange): reads as null when the other snapshot knows the path. */
  private referencesAbsentSnapshot(data: Record<string, unknown>): boolean {
    if (!this.attr.startsWith(SNAPSHOT_PREFIX)) return false;
    const snapshots = data.snapshots;
    if (snapshots === null || typeof snapshots !== 'object' || Array.isArray(snapshots)) return false;
    const rest = this.attr.slice(SNAPSHOT_PREFIX.length);
    const dot = rest.indexOf('.');
    const which = dot < 0 ? rest : rest.slice(0, dot);
    const remainder = dot < 0 ? '' : rest.slice(dot + 1);
    const record = snapshots as Record<string, unknown>;
    if (!OPPOSITE[which] || !Object.hasOwn(record, which) || record[which] !== null) return false;
    const other = record[OPPOSITE[which]!];
    if (remainder && other !== null && other !== undefined) {
      try {
        if (walkPath(other, remainder.split('.'), true) === MISSING) return false;
      } catch {
        return false;
      }
    }
    return true;
  }

  private snapshotValues(snapshots: Record<string, unknown>): [Resolved, Resolved] {
    const keys = this.attr.split('.');
    const values: Resolved[] = [];
    const errors: string[] = [];
    let available = false;
    let resolved = false;
    for (const which of ['prechange', 'postchange']) {
      const snapshot = snapshots[which];
      if (snapshot === null || snapshot === undefined) {
        values.push(MISSING);
        continue;
      }
      available = true;
      try {
        const value = walkPath(snapshot, keys, true);
        values.push(value);
        resolved ||= value !== MISSING;
      } catch (error) {
        values.push(MISSING);
        errors.push((error as Error).message);
      }
    }
    if (!available) {
      throw new InvalidCondition(`No snapshot data available for '${this.op}' operator: ${this.attr}. Snapshot operators are only meaningful on update and delete events.`);
    }
    if (!resolved) {
      throw new InvalidCondition(`Invalid key path for '${this.op}' operator: ${this.attr}${errors.length ? ` (${errors[0]})` : ''}. The attribute resolves in neither snapshot. Note that snapshots store raw field values, so choice fields have no '.value' suffix.`);
    }
    return [values[0], values[1]];
  }
}

class ConditionSet implements Evaluable {
  private readonly any: boolean;
  private readonly conditions: readonly Evaluable[];

  constructor(ruleset: unknown) {
    if (ruleset === null || typeof ruleset !== 'object' || Array.isArray(ruleset)) {
      throw new Error(`Ruleset must be a dictionary, not ${pythonClass(ruleset)}.`);
    }
    const keys = Object.keys(ruleset);
    if (keys.length === 1) {
      const logic = keys[0]!.toLowerCase();
      if (logic !== 'and' && logic !== 'or') throw new Error("Invalid logic type: must be 'AND' or 'OR'. Please check documentation.");
      const rules = (ruleset as Record<string, unknown>)[keys[0]!];
      if (!Array.isArray(rules)) throw new Error("Invalid logic type: must be 'AND' or 'OR'. Please check documentation.");
      this.any = logic === 'or';
      this.conditions = rules.map((rule) => (isRuleset(rule) ? new ConditionSet(rule) : condition(rule)));
    } else {
      this.any = false;
      this.conditions = [condition(ruleset)];
    }
  }

  eval(data: Record<string, unknown>): boolean {
    // Python's any()/all() stop at the first decisive result, as these do.
    return this.any ? this.conditions.some((c) => c.eval(data)) : this.conditions.every((c) => c.eval(data));
  }
}

function isRuleset(data: unknown): boolean {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  return keys.length === 1 && (keys[0] === 'and' || keys[0] === 'or');
}

const CONDITION_KEYS = new Set(['attr', 'value', 'op', 'negate']);

function condition(rule: unknown): Condition {
  if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) throw new Error('Incorrect key(s) informed. Please check documentation.');
  const spec = rule as Record<string, unknown>;
  if (Object.keys(spec).some((key) => !CONDITION_KEYS.has(key)) || typeof spec.attr !== 'string') {
    throw new Error('Incorrect key(s) informed. Please check documentation.');
  }
  return new Condition(spec.attr, Object.hasOwn(spec, 'value') ? spec.value : MISSING, spec.op ?? 'eq', Boolean(spec.negate));
}

/** A rule's conditions, validated (throws Error with NetBox's message). */
export function conditionSet(conditions: unknown): Evaluable {
  return new ConditionSet(conditions);
}
