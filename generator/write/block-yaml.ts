// JSON data as block-style YAML, what /api/schema/ answers by default (as drf-spectacular does).
// The yaml library's stringify took 1.2 s of every generator run for a 4 MB description (a third of
// `make generate`); the data here is only maps, lists, strings, numbers, booleans and null, so a
// direct walk is enough. A string is written plain only when it is plainly safe (letters, digits
// and a few punctuation marks, not a word YAML 1.1 or 1.2 reads as a boolean, null or number);
// anything else is written as its JSON string, which is a valid YAML double-quoted scalar.

/** Characters a plain scalar may hold here (no indicator, no ': ', no ' #', no leading symbol). */
const PLAIN = /^[A-Za-z_$][A-Za-z0-9_$ .,/()'+-]*$/;
/**
 * Words a YAML 1.1 or 1.2 reader may take for something other than a string: booleans, null, and
 * anything made only of a number's characters ("e1" is null to one YAML 1.1 reader).
 */
const RESERVED = /^(?:y|n|yes|no|on|off|true|false|null|~|[0-9eE._+-]+)$/i;

export function blockYaml(value: unknown): string {
  const lines: string[] = [];
  writeValue(value, '', lines, null);
  return `${lines.join('\n')}\n`;
}

function scalar(value: unknown): string {
  if (typeof value === 'string') {
    const plain = PLAIN.test(value) && !RESERVED.test(value) && !value.endsWith(' ') && !value.includes('  ');
    return plain ? value : JSON.stringify(value);
  }
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  throw new Error(`blockYaml: cannot write a ${typeof value}`);
}

function isCollection(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}

function isEmpty(value: object): boolean {
  return Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
}

/**
 * Appends `value` at `indent`. `lead` is the text its first line starts with (`key:` or `-`), or
 * null at the top. A non-empty collection under a key starts on the next line; one in a list
 * starts on the dash's line ("- name: x", its other keys under "name").
 */
function writeValue(value: unknown, indent: string, lines: string[], lead: string | null): void {
  if (!isCollection(value) || isEmpty(value)) {
    const text = isCollection(value) ? (Array.isArray(value) ? '[]' : '{}') : scalar(value);
    lines.push(lead === null ? text : `${indent}${lead} ${text}`);
    return;
  }
  const inner = lead === null ? indent : `${indent}  `;
  const first = lines.length;
  if (lead !== null && lead !== '-') lines.push(`${indent}${lead}`);
  if (Array.isArray(value)) {
    for (const item of value) writeValue(item, inner, lines, '-');
  } else {
    for (const [key, item] of Object.entries(value)) writeValue(item, inner, lines, `${scalar(key)}:`);
  }
  // In a list: the collection's first line moves up onto the dash ("  name: x" becomes "- name: x").
  if (lead === '-') lines[first] = `${indent}- ${lines[first]!.slice(inner.length)}`;
}
