// Configuration: the reference's setting names, read from the environment or from a config file
// (CONFIG_FILE, YAML or JSON). The environment wins over the file; the file wins over defaults.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface Config {
  /** Default page size. */
  readonly PAGINATE_COUNT: number;
  /** Largest page; 0 removes the cap (then limit=0 returns everything). */
  readonly MAX_PAGE_SIZE: number;
  /** Every request must be authenticated. */
  readonly LOGIN_REQUIRED: boolean;
  /** sqlite:<path> (default sqlite:./data/inventory.sqlite3) or postgres://user:pass@host:port/db */
  readonly DATABASE_URL: string;
  readonly HOST: string;
  readonly PORT: number;
  /** Largest accepted request body, in bytes (bulk payloads of several MB fit). */
  readonly MAX_REQUEST_BODY_SIZE: number;
  /** Prefer IPv4 for primary_ip. */
  readonly PREFER_IPV4: boolean;
  /** Refuse duplicate prefixes and IP addresses in the global table (no VRF). */
  readonly ENFORCE_GLOBAL_UNIQUE: boolean;
  /** An update that changes nothing (but last_updated) writes no change record. */
  readonly CHANGELOG_SKIP_EMPTY_CHANGES: boolean;
}

export const DEFAULTS: Config = {
  PAGINATE_COUNT: 50,
  MAX_PAGE_SIZE: 1000,
  LOGIN_REQUIRED: false,
  DATABASE_URL: 'sqlite:./data/inventory.sqlite3',
  HOST: '127.0.0.1',
  PORT: 8000,
  MAX_REQUEST_BODY_SIZE: 64 * 1024 * 1024,
  PREFER_IPV4: false,
  ENFORCE_GLOBAL_UNIQUE: true,
  CHANGELOG_SKIP_EMPTY_CHANGES: true,
};

type Kind = 'number' | 'boolean' | 'string';
const KINDS: Record<keyof Config, Kind> = {
  PAGINATE_COUNT: 'number',
  MAX_PAGE_SIZE: 'number',
  LOGIN_REQUIRED: 'boolean',
  DATABASE_URL: 'string',
  HOST: 'string',
  PORT: 'number',
  MAX_REQUEST_BODY_SIZE: 'number',
  PREFER_IPV4: 'boolean',
  ENFORCE_GLOBAL_UNIQUE: 'boolean',
  CHANGELOG_SKIP_EMPTY_CHANGES: 'boolean',
};

export class ConfigError extends Error {}

/** Builds the configuration from defaults, then the file named by CONFIG_FILE, then the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const fromFile: Record<string, unknown> = {};
  const path = env.CONFIG_FILE;
  if (path) {
    if (!existsSync(path)) throw new ConfigError(`CONFIG_FILE ${path} does not exist`);
    const data = parse(readFileSync(path, 'utf8')) as unknown;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new ConfigError(`${path}: expected a mapping of setting names to values`);
    Object.assign(fromFile, data);
  }
  const config: Record<string, unknown> = { ...DEFAULTS };
  for (const [name, kind] of Object.entries(KINDS)) {
    const raw = env[name] ?? fromFile[name];
    if (raw !== undefined && raw !== '') config[name] = coerce(name, kind, raw);
  }
  for (const name of Object.keys(fromFile)) {
    if (!(name in KINDS)) throw new ConfigError(`${path}: unknown setting ${name}`);
  }
  return { ...(config as unknown as Config), ...overrides };
}

function coerce(name: string, kind: Kind, raw: unknown): unknown {
  if (kind === 'string') return String(raw);
  if (kind === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    const text = String(raw).toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(text)) return true;
    if (['0', 'false', 'no', 'off'].includes(text)) return false;
    throw new ConfigError(`${name}: expected true or false, got ${JSON.stringify(raw)}`);
  }
  const value = raw === null || String(raw).toLowerCase() === 'none' ? 0 : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name}: expected a non-negative integer, got ${JSON.stringify(raw)}`);
  return value;
}
