// Compares and writes the generated tree. Everything under generated/ belongs to the generator:
// files it did not produce are stale and removed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface TreeDiff {
  readonly modified: string[];
  readonly missing: string[];
  readonly stale: string[];
}

export function diffTree(root: string, expected: ReadonlyMap<string, string>): TreeDiff {
  const diff: TreeDiff = { modified: [], missing: [], stale: [] };
  for (const [path, text] of expected) {
    const full = join(root, path);
    if (!existsSync(full)) diff.missing.push(path);
    else if (readFileSync(full, 'utf8') !== text) diff.modified.push(path);
  }
  for (const path of listFiles(join(root, 'generated'), root)) {
    if (!expected.has(path)) diff.stale.push(path);
  }
  return diff;
}

export function writeTree(root: string, expected: ReadonlyMap<string, string>): TreeDiff {
  const diff = diffTree(root, expected);
  for (const path of [...diff.missing, ...diff.modified]) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, expected.get(path)!);
  }
  for (const path of diff.stale) rmSync(join(root, path));
  return diff;
}

function listFiles(dir: string, root: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, root));
    else out.push(relative(root, path));
  }
  return out.sort();
}
