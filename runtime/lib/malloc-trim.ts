// The C library's free pages given back to the operating system (glibc's malloc_trim(0), through
// native/malloc-trim, an optional dependency compiled at install like better-sqlite3). free()
// returns memory only from the top of the allocator's heap; what SQLite's page caches, statements
// and V8's array buffers freed in the middle stays resident. Measured: a server of a million IP
// addresses after bulk writes and a read mix held 53 MB in glibc's main arena with 14 MB of it in
// use; one trim took it from 152 to 109 MB resident (docs/operations.md, Memory).
import { createRequire } from 'node:module';

type Addon = { trim(): boolean | null };

function load(): Addon | null {
  try {
    return createRequire(import.meta.url)('inventory-malloc-trim') as Addon;
  } catch {
    return null;
  }
}

const addon = load();

/**
 * Gives the free pages back: true when memory was released, false when there was none to give,
 * null when there is nothing to call (not glibc, or the addon was not built).
 */
export function trimMalloc(): boolean | null {
  return addon ? addon.trim() : null;
}
