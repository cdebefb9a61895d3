// The browsable API: a browser (an Accept header that prefers text/html) asking for any API URL
// gets the answer as an HTML page (templates/browsable/page.html.mustache): the JSON pretty-printed
// with every URL a link, the pagination links, the response headers and, on a list, its filters.
// Clients that ask for JSON (pynetbox, Ansible, curl's */*) get exactly what they got before;
// `?format=json` forces JSON and `?format=api` the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import mustache from 'mustache';
import { PROJECT_ROOT } from '../lib/project-root.js';
import type { ModelIndex } from '../registry.js';
import { requestParams } from './urls.js';

/** Whether this request is a browser's, asking for a page. */
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!req.path.startsWith('/api/') || req.path.startsWith('/api/schema/')) return false;
  // Every API request passes here: no parsing unless a page could be wanted.
  const accept = req.headers.accept;
  if (!req.originalUrl.includes('format=') && (!accept || !accept.includes('text/html'))) return false;
  const format = requestParams(req).get('format');
  if (format) return format === 'api';
  return req.accepts(['application/json', 'text/html']) === 'text/html';
}

const capfirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

export function browsable(index: ModelIndex) {
  const template = readFileSync(join(PROJECT_ROOT, 'templates', 'browsable', 'page.html.mustache'), 'utf8');
  mustache.parse(template);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path.startsWith('/api/')) res.vary('Accept');
    if (!wantsPage(req)) return next();
    const send = res.send.bind(res);
    res.send = (body?: unknown): Response => {
      const type = String(res.get('Content-Type') ?? '');
      if (!type.startsWith('application/json') || (typeof body !== 'string' && !Buffer.isBuffer(body))) return send(body);
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(body));
      } catch {
        return send(body);
      }
      res.type('html');
      return send(page(template, index, req, res, parsed, type));
    };
    next();
  };
}

function page(template: string, index: ModelIndex, req: Request, res: Response, body: unknown, jsonType: string): string {
  const path = req.originalUrl.split('?')[0]!;
  const params = requestParams(req);
  params.set('format', 'json');
  const parts = path.split('/').filter(Boolean);
  const model = parts.length >= 3 ? index.route(parts[1]!, parts[2]!) : undefined;
  const envelope = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { next?: unknown; previous?: unknown }) : {};
  const link = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);
  const pages = link(envelope.next) || link(envelope.previous) ? { next: link(envelope.next), previous: link(envelope.previous) } : null;
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => name !== 'content-length')
    .map(([name, value]) => ({ name: name.replace(/(^|-)(\w)/g, (m) => m.toUpperCase()), value: name === 'content-type' ? jsonType : String(value) }));
  return mustache.render(template, {
    // DRF's view names, as OPTIONS gives them: "Site List", "Site Instance".
    title: model ? `${model.verboseName.split(' ').map(capfirst).join(' ')} ${parts.length === 3 ? 'List' : 'Instance'}` : parts.length <= 1 ? 'API root' : parts.slice(1).join(' / '),
    method: req.method,
    path: req.originalUrl,
    status: `${res.statusCode}`,
    headers,
    body: linkedJson(body),
    pages,
    jsonLink: `${path}?${params.toString()}`,
    filters: model && parts.length === 3 ? model.filters.map((f) => f.name) : [],
  }, {}, { escape: escapeHtml });
}
