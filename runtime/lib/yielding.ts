// Long loops give the event loop back now and then. Database calls here resolve as promises
// without ever leaving the microtask queue (better-sqlite3 is synchronous), so a bulk write of
// thousands of objects would otherwise keep every other request (and the reads WAL lets run
// beside it) waiting until it ends.

/** The longest a loop runs before it lets other work in. */
export const SLICE_MS = 10;

/** A function to call once per step: it waits for the next turn of the event loop whenever the loop has run for SLICE_MS. */
export function yielder(slice = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < slice) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
