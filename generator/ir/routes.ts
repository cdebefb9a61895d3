// Routes: no two models (or a model's `also_at` aliases) may claim the same URL.
import type { SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';

export function checkRoutes(drafts: readonly Draft[], errors: SchemaError[]): void {
  const seen = new Map<string, Draft>();
  for (const draft of drafts) {
    if (!draft.meta.api) continue;
    const routes: [string, (string | number)[]][] = [
      [`${draft.meta.app}/${draft.meta.path}`, ['path']],
      ...draft.meta.alsoAt.map((route, i) => [route, ['also_at', i]] as [string, (string | number)[]]),
    ];
    for (const [route, at] of routes) {
      const other = seen.get(route);
      if (other) errors.push(draft.file.error(at, `path /api/${route}/ is also used by ${other.file.file.path}`));
      else seen.set(route, draft);
    }
  }
}
