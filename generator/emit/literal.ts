// A JavaScript value written as TypeScript source: deterministic, readable, keys in the order
// given (callers order them), short scalar arrays on one line.
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const LINE_LIMIT = 100;

export function literal(value: unknown, indent = ''): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => literal(item, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (!items.some((item) => item.includes('\n')) && oneLine.length + indent.length <= LINE_LIMIT && value.every(isScalar)) return oneLine;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const items = entries.map(([key, v]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${literal(v, inner)}`);
    const oneLine = `{ ${items.join(', ')} }`;
    if (!items.some((item) => item.includes('\n')) && oneLine.length + indent.length <= LINE_LIMIT && entries.every(([, v]) => isScalar(v) || isShortList(v))) {
      return oneLine;
    }
    return `{\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`cannot write ${typeof value} as a literal`);
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isShortList(value: unknown): boolean {
  return Array.isArray(value) && value.every(isScalar);
}

export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
}
