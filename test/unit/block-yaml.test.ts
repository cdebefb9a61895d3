// generator/write/block-yaml.ts: the generator's YAML writer must give back exactly the JSON data
// to YAML 1.2 and 1.1 readers, whatever the strings hold.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blockYaml } from '../../generator/write/block-yaml.js';

const TRICKY = [
  '', ' ', 'yes', 'No', 'on', 'OFF', 'y', 'null', '~', 'true', 'e1', '1e3', '0x1F', '012', '1_000', '.5', '-1', '+1', '1:20',
  'a: b', 'a #b', 'a#b', '- x', '? x', '!tag', '&anchor', '*alias', '@x', '`x', '%x', '|', '>', '"q"', "'q'", '[x]', '{x}',
  ' lead', 'trail ', 'two  spaces', 'line\nbreak', 'tab\there', '東京', 'emoji 🙂', '\u0000', '\u2028', 'back\\slash',
  'An autonomous system number (16- or 32-bit).', '/api/dcim/sites/{id}/', 'x, y', "it's",
];

describe('block YAML', () => {
  it('gives back every tricky string, as a value, a key and a list item, to YAML 1.2 and 1.1 readers', () => {
    const data = {
      values: Object.fromEntries(TRICKY.map((s, i) => [`v${i}`, s])),
      keys: Object.fromEntries(TRICKY.map((s, i) => [s, i])),
      list: TRICKY,
      nested: [[1, [2, { a: [] }]], { b: {}, c: [{ d: null, e: false, f: 1.5 }] }, []],
    };
    const text = blockYaml(data);
    expect(parse(text)).toEqual(data);
    expect(parse(text, { version: '1.1' })).toEqual(data);
  });

  it('writes the generated API description with it, every string of it read back as written', () => {
    const json = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
    expect(readFileSync('generated/openapi.yaml', 'utf8')).toBe(blockYaml(json));
    // Every distinct key and string value of the description (parsing the whole 3 MB takes seconds).
    const strings = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string') strings.add(value);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          strings.add(key);
          walk(item);
        }
      }
    };
    walk(json);
    const list = [...strings];
    expect(list.length).toBeGreaterThan(1000);
    expect(parse(blockYaml(list), { version: '1.1' })).toEqual(list);
    expect(parse(blockYaml(list))).toEqual(list);
  });
});
