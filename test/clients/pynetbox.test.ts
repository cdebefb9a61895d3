// Client test: Debian's python3-pynetbox 7.0.0 (/usr/bin/python3) drives a real server on each
// database. The scenarios live in Python files and assert with plain `assert`s: the basic CRUD
// and pagination scenario, the query language (filters, counts, choices, >1000 objects), and
// writes (attribute references, bulk update/delete, tags, custom fields, change records), and
// the users calls (create_token(), users.config()), and devices in full (templates, components,
// modules, port mappings, device bays), cables and traces, and the VPN application (L2VPNs, tunnels).
// This test only checks that each exits 0 and shows its output when it does not.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const PYTHON = '/usr/bin/python3';
const SCENARIOS = ['pynetbox_scenario.py', 'pynetbox_query.py', 'pynetbox_writes.py', 'pynetbox_users.py', 'pynetbox_devices.py', 'pynetbox_cables.py', 'pynetbox_fhrp.py', 'pynetbox_vpn.py', 'pynetbox_wireless.py'].map((name) => fileURLToPath(new URL(`./${name}`, import.meta.url)));
const TIMEOUT_MS = 120_000;

interface ScriptResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runScenario(server: TestServer, scenario: string, loginRequired: boolean): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      PYTHON,
      ['-u', scenario],
      {
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? '/tmp',
          LANG: 'C.UTF-8',
          PYTHONUNBUFFERED: '1',
          PYTHONDONTWRITEBYTECODE: '1',
          NO_PROXY: '*',
          NETBOX_URL: server.base,
          NETBOX_TOKEN: server.token,
          NETBOX_LOGIN_REQUIRED: String(loginRequired),
        },
        timeout: TIMEOUT_MS - 10_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        const signal = error ? (error.signal ?? null) : null;
        resolve({ code, signal, stdout: String(stdout), stderr: String(stderr) + (error && code === null ? `\n${error.message}` : '') });
      },
    );
  });
}

// The default configuration (MAX_PAGE_SIZE 1000) answers pynetbox's first `limit=0` request with
// every object; a small MAX_PAGE_SIZE makes `.all()` itself follow `next` links (second request
// `?limit=<count>&offset=<first page>`, capped by the server, then `next` verbatim).
// LOGIN_REQUIRED=false (with nothing exempt, so anonymous requests still see no objects) is what
// lets pynetbox 7.0.0 read `api.version`, which it requests without its token.
// The second runs only the scenarios it changes: those that list more than 25 objects
// (scenario, query) and the one that reads `api.version` (scenario); the others list a few objects
// each and never look at LOGIN_REQUIRED, so under it they would send the same requests again.
const PAGED = SCENARIOS.filter((path) => /pynetbox_(scenario|query)\.py$/.test(path));
const VARIANTS: readonly { readonly label: string; readonly overrides: { MAX_PAGE_SIZE?: number; LOGIN_REQUIRED?: boolean }; readonly scenarios: readonly string[] }[] = [
  { label: 'default settings', overrides: {}, scenarios: SCENARIOS },
  { label: 'MAX_PAGE_SIZE=25, LOGIN_REQUIRED=false', overrides: { MAX_PAGE_SIZE: 25, LOGIN_REQUIRED: false }, scenarios: PAGED },
];

describe.each(DIALECTS)('pynetbox 7.0.0 against %s', (dialect) => {
  describe.each(VARIANTS)('with $label', ({ overrides, scenarios }) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect, overrides);
    });
    afterAll(async () => server?.close());

    it.each(scenarios)('runs %s', { timeout: TIMEOUT_MS }, async (scenario) => {
      const result = await runScenario(server, scenario, overrides.LOGIN_REQUIRED ?? true);
      if (process.env.PYNETBOX_TEST_VERBOSE) console.log(`[${dialect} ${JSON.stringify(overrides)}]\n${result.stdout}${result.stderr}`);
      const report = [
        `${PYTHON} ${scenario} exited with ${result.code ?? `signal ${result.signal}`} (${dialect}, ${JSON.stringify(overrides)}, ${server.base})`,
        '--- stdout ---',
        result.stdout.trimEnd(),
        '--- stderr ---',
        result.stderr.trimEnd(),
      ].join('\n');
      expect(result.code, report).toBe(0);
      expect(result.stdout).toContain('OK: pynetbox scenario passed');
    });
  });
});
