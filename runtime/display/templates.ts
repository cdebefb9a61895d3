// str(obj) for every model, from its declared display alternatives: the first alternative whose
// placeholders are all non-empty wins. "{device_type.manufacturer}" follows relations; a relation
// on its own renders as the related object's display.
export type TemplatePart = { readonly text: string } | { readonly path: readonly string[] };

const cache = new Map<string, readonly TemplatePart[]>();

export function parseTemplate(template: string): readonly TemplatePart[] {
  let parts = cache.get(template);
  if (!parts) {
    parts = template.split(/(\{[^}]+\})/).filter(Boolean).map((piece) =>
      piece.startsWith('{') ? { path: piece.slice(1, -1).split('.') } : { text: piece });
    cache.set(template, parts);
  }
  return parts;
}

export function templatePaths(templates: readonly string[]): string[][] {
  const seen = new Map<string, string[]>();
  for (const template of templates) {
    for (const part of parseTemplate(template)) {
      if ('path' in part) seen.set(part.path.join('.'), [...part.path]);
    }
  }
  return [...seen.values()];
}

/** Renders the first alternative whose placeholders all have non-empty values. */
export function renderDisplay(templates: readonly string[], value: (path: string) => string | null): string {
  for (const template of templates) {
    const parts = parseTemplate(template);
    const values = parts.map((part) => ('path' in part ? value(part.path.join('.')) : part.text));
    if (values.every((v) => v !== null && v !== '')) return values.join('');
  }
  return '';
}
