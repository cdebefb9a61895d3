// Issue 15, in a real browser: Debian's chromium, headless, driven by puppeteer-core (which uses
// the system's browser and downloads nothing; scripts/install-system-deps.sh installs chromium
// as it installs PostgreSQL). The explorer loads and lists the endpoints, and "Try it out" works
// with the session and with a token; the browsable list shows results and a working next link; a
// person logs in, creates a site through the form, sees it in the list and logs out; a POST
// without the CSRF token is refused. Screenshots of the explorer and of the browsable list go to
// test-results/browser/.
// The explorer and ReDoc draw the whole API description (seconds of a core each, the same on
// either database: what they ask the API for is tested on both elsewhere), so they run on SQLite
// only; the pages that write and page through the database run on both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../runtime/lib/project-root.js';
import { DIALECTS, startServer, type Dialect, type TestServer } from '../support/server.js';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const SCREENSHOTS = join(PROJECT_ROOT, 'test-results', 'browser');
// Upper bounds, not expectations: the explorer draws the whole API description (about 15 s of a
// core at 139 endpoints, growing with them), and on a loaded machine (the suite's other worker, a
// benchmark beside it) 30 s was once not enough. ReDoc draws every operation at once before its
// first heading appears (29-35 s alone on this machine, most of it laying out the page: a CPU
// profile puts 12 s in one forced layout); CI, loaded, once needed more than 60 s.
const WAIT = { timeout: 120_000 };
const REDOC_WAIT = { timeout: 300_000 };

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // --no-sandbox: CI runs as root, where chromium's sandbox cannot start.
  browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    // A page busy drawing answers the driver's calls only when it is done: as long as REDOC_WAIT.
    protocolTimeout: REDOC_WAIT.timeout });
});
afterAll(async () => browser?.close());

/** URLs of other origins the pages asked for (nothing may come from a CDN). */
const foreign: string[] = [];

/** A fresh browser profile (no cookies) with a page of 1280×900. */
async function freshPage(): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  // A request the page's Content-Security-Policy refused never left the browser: chromium reports
  // it failed without a network error (failure() is null); one that reached the network fails with
  // one (net::ERR_NAME_NOT_RESOLVED here) or finishes.
  const local = (url: string) => /^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url);
  page.on('requestfinished', (request) => void (local(request.url()) || foreign.push(request.url())));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (!local(request.url()) && error) foreign.push(`${request.url()} (${error})`);
  });
  return page;
}

async function logIn(page: Page, api: TestServer, next: string): Promise<void> {
  await page.goto(`${api.base}/login/?next=${encodeURIComponent(next)}`);
  await page.type('input[name=username]', 'admin');
  await page.type('input[name=password]', 'admin-password');
  await Promise.all([page.waitForNavigation(), page.click('form.login button[type=submit]')]);
}

/**
 * Clicks `selector` once it is there and takes the click, then waits for `then` to appear. The
 * explorer keeps drawing for a few seconds after its first elements show (a 3.4 MB description),
 * and a click on an element being redrawn is lost: it is tried again, for up to 30 s.
 */
async function clickUntil(page: Page, selector: string, then: string): Promise<void> {
  const deadline = Date.now() + WAIT.timeout;
  for (;;) {
    // A click that landed late (the page was busy) must not be undone by another.
    if (await page.$(then)) return;
    try {
      await page.waitForSelector(selector, { timeout: 5_000 });
      await page.click(selector);
      await page.waitForSelector(then, { timeout: 10_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/**
 * The operation "Try it out" runs: GET /api/tenancy/tenants/. A deep link opens its tag with every
 * operation of the tag drawn, and dcim's (about 250 operations) took Swagger UI over a minute and
 * a half of a core: the tenancy tag is drawn in a second.
 */
const OPERATION = '#operations-tenancy-tenancy_tenants_list';

/** Opens the explorer's GET /api/tenancy/tenants/, runs "Try it out" and returns the status it shows. */
async function tryListing(page: Page): Promise<string> {
  const operation = OPERATION;
  if (!(await page.$(`${operation}.is-open`))) await clickUntil(page, `${operation} .opblock-summary-control`, `${operation}.is-open`);
  await clickUntil(page, `${operation} .try-out__btn:not(.cancel)`, `${operation} .execute`);
  const result = `${operation} .live-responses-table .response .response-col_status`;
  await clickUntil(page, `${operation} .execute`, result);
  return (await page.$eval(result, (cell) => cell.textContent ?? '')).trim();
}

/** Removes the answer "Try it out" showed for GET /api/tenancy/tenants/ ("Clear"), so that the next one is read. */
async function clearResponse(page: Page): Promise<void> {
  const operation = OPERATION;
  await page.click(`${operation} .btn-clear`);
  await page.waitForFunction(`!document.querySelector('${operation} .live-responses-table .response')`, WAIT);
}

/** Waits until the page's main thread has had nothing to do for a moment (drawing done). */
async function settled(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10000 }))');
  }
}

/** Opens the "Authorize" dialog. */
async function openAuthorize(page: Page): Promise<void> {
  await settled(page);
  await clickUntil(page, '.auth-wrapper .btn.authorize', '.modal-ux');
  await page.waitForSelector('.modal-ux input[type=text]', WAIT);
}

/** A server on `dialect` with three sites. */
async function serverWithSites(dialect: Dialect): Promise<TestServer> {
  const api = await startServer(dialect);
  const created = await api.post('/api/dcim/sites/', Array.from({ length: 3 }, (_, i) => ({ name: `Site ${i}`, slug: `site-${i}` })));
  expect(created.status, created.text).toBe(201);
  return api;
}

describe('the explorer and ReDoc in chromium (on sqlite)', () => {
  const dialect: Dialect = 'sqlite';
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
    const created = await api.post('/api/tenancy/tenants/', Array.from({ length: 3 }, (_, i) => ({ name: `Tenant ${i}`, slug: `tenant-${i}` })));
    expect(created.status, created.text).toBe(201);
  });
  afterAll(async () => api?.close());

  // One page for the session and the token: the explorer draws the whole description (about 15 s
  // of a core each time), so the token is tried on the page the session opened, once logged out.
  it('loads the explorer, lists the endpoints; "Try it out" answers 200 with the session, and once logged out with a token given to Authorize', async () => {
    const page = await freshPage();
    await logIn(page, api, '/api/schema/swagger-ui/#/tenancy/tenancy_tenants_list');
    await page.waitForSelector('.opblock-tag[data-tag=virtualization]', WAIT);
    const tags = await page.$$eval('.opblock-tag', (nodes) => nodes.map((n) => n.getAttribute('data-tag')));
    expect(tags).toEqual(expect.arrayContaining(['circuits', 'dcim', 'ipam', 'tenancy', 'virtualization', 'users', 'extras', 'core']));
    expect(await tryListing(page)).toBe('200');
    const shown = await page.$eval(`${OPERATION} .live-responses-table .response-col_description pre`, (pre) => pre.textContent ?? '');
    expect(JSON.parse(shown).count).toBe(3);
    // The answer "Try it out" got, then the top of the page with the applications.
    await page.$eval(`${OPERATION} .live-responses-table`, (table) => table.scrollIntoView());
    await page.screenshot({ path: join(SCREENSHOTS, `explorer-try-it-out-${dialect}.png`) });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: join(SCREENSHOTS, `explorer-${dialect}.png`) });
    // Logged out (the session's cookies gone; without them the list is a 403: auth.test.ts), the
    // token given to "Authorize" is what lets the list through.
    await page.deleteCookie(...await page.cookies());
    expect(await page.cookies()).toEqual([]);
    await openAuthorize(page);
    await page.type('.modal-ux input[type=text]', `Token ${api.token}`);
    await page.click('.modal-ux .auth-btn-wrapper .authorize');
    await page.click('.modal-ux .close-modal');
    await clearResponse(page);
    expect(await tryListing(page)).toBe('200');
    await page.browserContext().close();
  }, 240_000);

  it('renders ReDoc with the session', async () => {
    const page = await freshPage();
    await logIn(page, api, '/api/schema/redoc/');
    await page.waitForSelector('h1', REDOC_WAIT);
    expect(await page.$eval('h1', (h) => h.textContent)).toContain('Inventory API');
    const menu = await page.$$eval('[role=menuitem], li[data-item-id]', (items) => items.map((i) => i.textContent ?? ''));
    expect(menu.join(' ')).toContain('dcim');
    // Sections off screen are laid out only when shown (templates/explorer/redoc.html): a link to
    // an operation far down the page still brings it to the top.
    const far = 'operation/wireless_wireless_links_list';
    await page.evaluate(`location.hash = '${far}'`);
    await page.waitForFunction(`Math.abs(document.querySelector('[data-section-id="${far}"]').getBoundingClientRect().top) < 5`, WAIT);
    await page.browserContext().close();
    expect(foreign).toEqual([]);
  }, 360_000);

});

describe.each(DIALECTS)('the browsable API in chromium on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await serverWithSites(dialect);
  });
  afterAll(async () => api?.close());

  it('shows the browsable list with its results and a working next link', async () => {
    const page = await freshPage();
    await logIn(page, api, '/api/dcim/sites/?limit=2');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Site List');
    const first = JSON.parse(await page.$eval('pre.response', (pre) => pre.textContent ?? ''));
    expect(first.count).toBe(3);
    expect(first.results.map((s: { name: string }) => s.name)).toEqual(['Site 0', 'Site 1']);
    await page.screenshot({ path: join(SCREENSHOTS, `browsable-list-${dialect}.png`), fullPage: true });
    await Promise.all([page.waitForNavigation(), page.click('nav.pages a[rel=next]')]);
    const second = JSON.parse(await page.$eval('pre.response', (pre) => pre.textContent ?? ''));
    expect(second.results.map((s: { name: string }) => s.name)).toEqual(['Site 2']);
    expect(page.url()).toContain('offset=2');
    await page.browserContext().close();
  });

  it('logs in, creates a site through the form, sees it in the list, and logs out; a POST without the CSRF token is refused', async () => {
    const page = await freshPage();
    await logIn(page, api, '/api/dcim/sites/');
    expect(await page.$eval('header .who', (who) => who.textContent)).toContain('admin');
    // The session cookie is out of the page's reach; the CSRF token is not.
    const cookies = await page.browserContext().cookies();
    expect(cookies.find((c) => c.name === 'sessionid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.$eval('textarea[name=_content]', (area, body) => {
      (area as unknown as { value: string }).value = body;
    }, JSON.stringify({ name: 'Made in a browser', slug: 'made-in-a-browser', status: 'planned' }));
    await Promise.all([page.waitForNavigation(), page.click('form.raw button[value=POST]')]);
    expect(await page.$eval('pre.headers', (pre) => pre.textContent)).toContain('HTTP 201');
    await page.goto(`${api.base}/api/dcim/sites/?q=browser`);
    const list = JSON.parse(await page.$eval('pre.response', (pre) => pre.textContent ?? ''));
    expect(list.results.map((s: { name: string }) => s.name)).toEqual(['Made in a browser']);

    // A script on the page that leaves the CSRF token out is refused, and nothing is made.
    const forged = await page.evaluate(async () => {
      const reply = await fetch('/api/dcim/sites/', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ name: 'Forged', slug: 'forged' }) });
      return { status: reply.status, body: await reply.json() };
    });
    expect(forged).toEqual({ status: 403, body: { detail: 'CSRF Failed: CSRF token missing.' } });
    expect((await api.get('/api/dcim/sites/?slug=forged')).body.count).toBe(0);

    await Promise.all([page.waitForNavigation(), page.click('header form button[type=submit]')]);
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect((await page.browserContext().cookies()).find((c) => c.name === 'sessionid')).toBeUndefined();
    await page.goto(`${api.base}/api/dcim/sites/`);
    expect(await page.$eval('pre.headers', (pre) => pre.textContent)).toContain('HTTP 403');
    await page.browserContext().close();
  });
});
