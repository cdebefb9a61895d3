// HTML pages for browsers (the browsable API, /login/, /logout/) from templates/pages/*.mustache,
// with the shared partials (_style, _header) and every value HTML-escaped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import mustache from 'mustache';
import { PROJECT_ROOT } from '../lib/project-root.js';

const DIR = join(PROJECT_ROOT, 'templates', 'pages');

export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who the page is for, as the header shows it: a login link, or the user and a logout button. */
export interface Viewer {
  readonly username: string | null;
  /** The session's CSRF token, for the logout button. */
  readonly csrfToken: string | null;
  /** Where the login link returns to. */
  readonly next: string;
}

export class Pages {
  private readonly templates = new Map<string, string>();
  private readonly partials: Record<string, string> = {};

  constructor() {
    for (const file of readdirSync(DIR).filter((name) => name.endsWith('.mustache'))) {
      const text = readFileSync(join(DIR, file), 'utf8');
      const name = file.replace(/\.(html\.)?mustache$/, '');
      if (name.startsWith('_')) this.partials[name.slice(1)] = text;
      else this.templates.set(name, text);
      mustache.parse(text);
    }
  }

  render(name: string, view: Record<string, unknown> & { viewer: Viewer }): string {
    const template = this.templates.get(name);
    if (template === undefined) throw new Error(`no page template ${name}`);
    return mustache.render(template, view, this.partials, { escape: escapeHtml });
  }
}
