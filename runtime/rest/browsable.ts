// The browsable API: a browser (an Accept header that prefers text/html) asking for any API URL
// gets the answer as an HTML page (templates/pages/browsable.html.mustache): the JSON pretty-printed
// with every URL a link, the pagination links, the response headers, a list's filters, the
// endpoint's choices (what OPTIONS knows) and, for a logged-in browser allowed to, DRF's raw-data
// forms to POST, PUT, PATCH and DELETE JSON (read back by runtime/rest/raw-forms.ts).
// Clients that ask for JSON (pynetbox, Ansible, curl's */*) get exactly what they got before;
// `?format=json` forces JSON and `?format=api` the page.
import type { Request, Response } from 'express';
import type { ModelMeta } from '../../contract/index.js';
import type { Config } from '../config.js';
import type { ModelIndex } from '../registry.js';
import { escapeHtml, type Pages } from '../http/pages.js';
import { viewerOf } from './login.js';
import { allowed, viewName, writableFields } from '../core/options.js';

/** The request's query parameters. */
const queryOf = (req: Request) => new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '');

/** Whether a page could be wanted: cheap, since every API request asks. */
function mayWantPage(req: Request): boolean {
  if (!req.path.startsWith('/api/') || req.path.startsWith('/api/schema/')) return false;
  const accept = req.headers.accept;
  return req.originalUrl.includes('format=') || (accept !== undefined && accept.includes('text/html'));
}

/** Whether this request is a browser's, asking for a page: a read, or a browsable API form. */
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD' && !req.viaForm) return false;
  const format = queryOf(req).get('format');
  if (format) return format === 'api';
  return req.accepts(['application/json', 'text/html']) === 'text/html';
}

/** Pretty-printed JSON as HTML: escaped, with every http(s) URL string a link. */
export function linkedJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? '';
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    html += escapeHtml(text.slice(last, match.index));
    const token = match[0];
    const string = JSON.parse(token) as string;
    html += /^https?:\/\/[^\s]+$/.test(string) ? `"<a href="${escapeHtml(string)}">${escapeHtml(string)}</a>"` : escapeHtml(token);
    last = match.index + token.length;
  }
  return html + escapeHtml(text.slice(last));
}

export interface BrowsableDeps {
  readonly index: ModelIndex;
  readonly config: Config;
  readonly pages: Pages;
}

/**
 * The page a browser gets for a JSON answer (`body`, sent with `status`), or null when the request
 * wants JSON. A form's DELETE answers 204, which a browser would not show: DRF shows the page with
 * 200 and says "HTTP 204 No Content".
 */
export function browsablePage(deps: BrowsableDeps, req: Request, res: Response, status: number, body: unknown): string | null {
  if (!mayWantPage(req) || !wantsPage(req)) return null;
  if (body === undefined) return status === 204 && req.viaForm ? page(deps, req, res, '', null, 204) : null;
  return page(deps, req, res, linkedJson(body), body, status);
}

/** The model and whether the URL is its list or one object's detail (/api/<app>/<path>/[<id>/]). */
function endpointOf(index: ModelIndex, parts: readonly string[]): { model: ModelMeta; detail: boolean } | null {
  const model = parts.length === 3 || (parts.length === 4 && /^\d+$/.test(parts[3]!)) ? index.route(parts[1]!, parts[2]!) : undefined;
  return model ? { model, detail: parts.length === 4 } : null;
}

const STATUS_TEXT: Record<number, string> = { 204: 'No Content' };

/** Fields as OPTIONS describes them, by name. */
type FieldInfo = ReturnType<typeof writableFields>;

function page(deps: BrowsableDeps, req: Request, res: Response, body: string, parsed: unknown, shownStatus: number): string {
  const path = req.originalUrl.split('?')[0]!;
  const params = queryOf(req);
  params.set('format', 'json');
  const parts = path.split('/').filter(Boolean);
  const endpoint = endpointOf(deps.index, parts);
  const envelope = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const link = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);
  const pages = link(envelope.next) || link(envelope.previous) ? { next: link(envelope.next), previous: link(envelope.previous) } : null;
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => name !== 'content-length' && name !== 'set-cookie')
    .map(([name, value]) => ({ name: name.replace(/(^|-)(\w)/g, (m) => m.toUpperCase()), value: String(value) }));
  const model = endpoint?.model;
  // What OPTIONS would say of the fields: the choices and the forms both read it.
  const fields = model && !model.readOnly ? writableFields(deps.index, model) : {};
  return deps.pages.render('browsable', {
    viewer: viewerOf(req, path),
    title: model ? viewName(model, endpoint!.detail) : parts.length <= 1 ? 'API root' : parts.slice(1).join(' / '),
    method: req.method,
    path: req.originalUrl,
    status: `${shownStatus}${STATUS_TEXT[shownStatus] ? ` ${STATUS_TEXT[shownStatus]}` : ''}`,
    headers,
    body,
    pages,
    jsonLink: `${path}?${params.toString()}`,
    filters: model && !endpoint!.detail ? model.filters.map((f) => f.name) : [],
    choices: choicesOf(fields),
    forms: endpoint && !endpoint.model.readOnly ? forms(deps, req, endpoint.model, fields, endpoint.detail, path, envelope, shownStatus) : null,
  });
}

/** The endpoint's choice fields and their values, as OPTIONS lists them. */
function choicesOf(fields: FieldInfo): { field: string; values: string }[] {
  return Object.entries(fields)
    .filter(([, info]) => Array.isArray(info.choices))
    .map(([field, info]) => ({
      field,
      values: (info.choices as { value: unknown; display_name: string }[]).map((c) => `${String(c.value)} (${c.display_name})`).join(', '),
    }));
}

/**
 * DRF's raw-data forms, for a logged-in browser only (a form cannot carry a token) and only the
 * methods the user may use: POST on a list; PUT, PATCH and DELETE on an object, the text area
 * holding the object's writable fields (related objects by id) to edit.
 */
function forms(deps: BrowsableDeps, req: Request, model: ModelMeta, fields: FieldInfo, detail: boolean, path: string, shown: Record<string, unknown>, status: number) {
  if (!req.session) return null;
  const may = (action: 'add' | 'change' | 'delete') => allowed(req.access, deps, model, action);
  const writable = Object.entries(fields).filter(([, info]) => !info.read_only);
  if (!detail) {
    if (!may('add')) return null;
    // A starting point: the required fields, empty.
    const skeleton = Object.fromEntries(writable.filter(([, info]) => info.required).map(([name, info]) => [name, info.type === 'nested object' || info.type === 'integer' ? null : '']));
    return { action: path, csrfToken: req.session.csrfToken, content: JSON.stringify(skeleton, null, 2), post: true };
  }
  const change = may('change');
  const remove = may('delete');
  if ((!change && !remove) || status >= 400) return null;
  const current = Object.fromEntries(writable.filter(([name]) => name in shown).map(([name]) => [name, writableValue(shown[name])]));
  return { action: path, csrfToken: req.session.csrfToken, content: JSON.stringify(current, null, 2), put: change, patch: change, delete: remove };
}

/** A represented value as it is written back: related objects (nested, or lists of them) by id. */
function writableValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(writableValue);
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object.id === 'number' && 'url' in object) return object.id;
    // A choice field's {value, label}.
    if ('value' in object && 'label' in object && Object.keys(object).length === 2) return object.value;
  }
  return value;
}
