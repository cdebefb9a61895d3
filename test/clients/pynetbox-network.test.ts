// Client test: Debian's python3-pynetbox 7.0.0 (/usr/bin/python3) builds a small but complete network
// (sites, rack, devices with interfaces and a LAG, VRF, scoped and nested prefixes, IP addresses on
// device and VM interfaces, primary IPs, VLAN group and VLANs, a circuit with A/Z terminations, a
// cluster with a VM, available-ips/-prefixes/-vlans) against a real server on each database, then
// reads it back. The scenario lives in pynetbox_network.py and asserts with plain `assert`s; this
// test only checks that it exits 0 and shows its output when it does not.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const PYTHON = '/usr/bin/python3';
const SCENARIO = fileURLToPath(new URL('./pynetbox_network.py', import.meta.url));
const TIMEOUT_MS = 150_000;

interface ScriptResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runScenario(server: TestServer): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      PYTHON,
      ['-u', SCENARIO],
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

describe.each(DIALECTS)('pynetbox 7.0.0 builds a network against %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  }, 60_000);
  afterAll(async () => server?.close());

  it('runs the pynetbox network scenario', { timeout: TIMEOUT_MS }, async () => {
    const result = await runScenario(server);
    if (process.env.PYNETBOX_TEST_VERBOSE) console.log(`[${dialect}]\n${result.stdout}${result.stderr}`);
    const report = [
      `${PYTHON} ${SCENARIO} exited with ${result.code ?? `signal ${result.signal}`} (${dialect}, ${server.base})`,
      '--- stdout ---',
      result.stdout.trimEnd(),
      '--- stderr ---',
      result.stderr.trimEnd(),
    ].join('\n');
    expect(result.code, report).toBe(0);
    expect(result.stdout, report).toContain('OK: pynetbox network scenario passed');
  });
});
