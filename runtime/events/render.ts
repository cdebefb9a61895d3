// Webhook templates with mustache: the URL, the additional headers and the body are rendered over
// the event's context. NetBox users write Jinja2, so `{{ data['name'] }}` (item form) is read as
// `{{ data.name }}`; values are inserted as they are (no HTML escaping, as NetBox's templates),
// objects and lists as JSON. The context is plain data with no prototypes: a template can reach
// nothing but the event's own values (no functions to call, no `constructor`, no `__proto__`).
import Mustache from 'mustache';

export class TemplateError extends Error {}

/** Jinja's item form inside tags, `data['a']["b"][0]`, as mustache's dotted names. */
export function mustacheSource(template: string): string {
  return template.replace(/\{\{(\{?)([^}]*)\}\}/g, (_tag, triple: string, inner: string) => {
    const dotted = inner.replace(/\[\s*(?:'([^']*)'|"([^"]*)"|(\d+))\s*\]/g, (_m, single?: string, double?: string, index?: string) => `.${single ?? double ?? index}`);
    return `{{${triple}${dotted}}}`;
  });
}

/** A JSON value as a view without prototypes (arrays keep being arrays, with no methods to reach). */
export function inertView(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(inertView);
    Object.setPrototypeOf(items, null);
    return items;
  }
  if (value !== null && typeof value === 'object') {
    const out = Object.create(null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) out[key] = inertView(item);
    return out;
  }
  return typeof value === 'function' ? undefined : value;
}

/** A value as text in a rendered template: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  // Inert arrays have no iterator: copied by index.
  return JSON.stringify(value, (_key, item) => (Array.isArray(item) ? Array.prototype.slice.call(item) : item));
}

/** A rendering that grew past its limit (in UTF-16 code units, never more than its UTF-8 bytes). */
export class TooLarge extends TemplateError {}

/**
 * Renders `template` over `view`. With a `limit`, rendering stops as soon as the values inserted
 * pass it (a template repeating a large field must not build a huge string first); the caller
 * checks the exact size of what it gets.
 */
export function render(template: string, view: unknown, limit = Infinity): string {
  let inserted = 0;
  const escape = (value: unknown): string => {
    const text = asText(value);
    inserted += text.length;
    if (inserted > limit) throw new TooLarge(`larger than ${limit}`);
    return text;
  };
  try {
    return Mustache.render(mustacheSource(template), view, {}, { escape });
  } catch (error) {
    if (error instanceof TooLarge) throw error;
    throw new TemplateError(`template error: ${(error as Error).message}`);
  }
}
