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
  /** Days change records are kept; the daily housekeeping removes older ones (0: kept for ever). */
  readonly CHANGELOG_RETENTION: number;
  /** When pruning change records, keep each object's create record and latest update, unless it was deleted. */
  readonly CHANGELOG_RETAIN_CREATE_LAST_UPDATE: boolean;
  /** Days finished jobs are kept; the daily housekeeping removes older ones (0: kept for ever). */
  readonly JOB_RETENTION: number;
  /** Models anyone may view without a permission: "app.model" names, or ["*"] (never the users models). */
  readonly EXEMPT_VIEW_PERMISSIONS: readonly string[];
  /** Permissions every authenticated user holds: "app.action_model" → constraint sets (null: unrestricted). */
  readonly DEFAULT_PERMISSIONS: Readonly<Record<string, readonly Record<string, unknown>[] | null>>;
  /** Peppers of v2 token digests by id (0..32767, each at least 50 characters); the highest id signs new tokens. */
  readonly API_TOKEN_PEPPERS: Readonly<Record<string, string>>;
  /**
   * Accepted for old configurations and ignored: no token secret is stored, so none can be shown
   * again (NetBox 4.5 removed the setting for the same reason).
   */
  readonly ALLOW_TOKEN_RETRIEVAL: boolean;
  /**
   * Where a token's allowed_ips finds the client's address: the first of these present, in Django's
   * META names ("HTTP_X_REAL_IP", "HTTP_X_FORWARDED_FOR", "REMOTE_ADDR" for the socket's peer). The
   * default is the socket only (NetBox trusts X-Real-IP and X-Forwarded-For first, which any client
   * can send); list the headers your reverse proxy sets when there is one.
   */
  readonly HTTP_CLIENT_IP_HEADERS: readonly string[];
  /** CORS: any origin, or the listed origins, or origins matching the listed regular expressions. */
  readonly CORS_ORIGIN_ALLOW_ALL: boolean;
  readonly CORS_ORIGIN_WHITELIST: readonly string[];
  readonly CORS_ORIGIN_REGEX_WHITELIST: readonly string[];
  /** Seconds a webhook request may take when the webhook sets no timeout (NetBox's WEBHOOK_DEFAULT_TIMEOUT). */
  readonly WEBHOOK_TIMEOUT: number;
  /** Attempts per delivery before it is marked failed (the first included). */
  readonly WEBHOOK_MAX_ATTEMPTS: number;
  /** Seconds before the first retry; each further retry waits twice as long (±50 % jitter), at most an hour. */
  readonly WEBHOOK_RETRY_DELAY: number;
  /** Networks webhooks may reach although they are not public (loopback, private, …): "10.0.0.0/8". */
  readonly WEBHOOK_ALLOWED_NETWORKS: readonly string[];
  /**
   * Largest rendered webhook body, in bytes; a larger one fails its delivery for good (0: no cap).
   * 1 MiB: nginx's default client_max_body_size, so most receivers behind a proxy refuse larger
   * bodies anyway, and a worker sending its batch of 50 at once holds at most 50 MiB of bodies.
   */
  readonly WEBHOOK_MAX_BODY_SIZE: number;
  /** Run the event worker inside the server process (make run); false when separate workers run (make worker). */
  readonly EMBEDDED_WORKER: boolean;
  /** Seconds a browser login (/login/) lasts: NetBox's LOGIN_TIMEOUT, Django's two weeks by default. */
  readonly LOGIN_TIMEOUT: number;
  /**
   * PBKDF2 iterations of a password set through the API (Django's PBKDF2PasswordHasher.iterations):
   * each hash stores its own count, so a change applies to passwords set afterwards. The test
   * servers set a low count: a hash at the default takes a few hundred milliseconds of CPU.
   */
  readonly PASSWORD_ITERATIONS: number;
  /**
   * Origins (scheme://host[:port]) other than the server's own from which a logged-in browser may
   * send unsafe requests (Django's CSRF_TRUSTED_ORIGINS): needed when a proxy changes the host.
   */
  readonly CSRF_TRUSTED_ORIGINS: readonly string[];
  /** Seconds a client may take to send a request's headers (0: no limit). */
  readonly HTTP_HEADERS_TIMEOUT: number;
  /** Seconds a client may take to send a whole request, body included (0: no limit). */
  readonly HTTP_REQUEST_TIMEOUT: number;
  /** Seconds a request body may go without a byte arriving while it is read: then 408 (0: no limit). */
  readonly HTTP_BODY_IDLE_TIMEOUT: number;
  /** Seconds an idle keep-alive connection stays open (above a load balancer's idle timeout when there is one). */
  readonly HTTP_KEEPALIVE_TIMEOUT: number;
  /**
   * SQLite: the page cache of the connection that serves reads, in MiB (SQLite's default is 2):
   * large tables' indexes (11 MB for the address order of a million IP addresses) stay in it
   * between requests instead of being copied again from the operating system's cache.
   */
  readonly SQLITE_CACHE_SIZE: number;
  /**
   * Seconds without a request after which the server process runs one full garbage collection,
   * returning the heap it grew under load (lib/idle-release.ts); 0: never.
   */
  readonly RELEASE_MEMORY_AFTER_IDLE: number;
}

/** NetBox's DEFAULT_PERMISSIONS for the models this service has: users manage their own notifications, subscriptions and tokens. */
export const OWN_OBJECTS: Config['DEFAULT_PERMISSIONS'] = Object.fromEntries(
  ['extras.notification', 'extras.subscription', 'users.token'].flatMap((key) => {
    const [app, model] = key.split('.') as [string, string];
    return ['view', 'add', 'change', 'delete'].map((action) => [`${app}.${action}_${model}`, [{ user: '$user' }]]);
  }),
);

export const DEFAULTS: Config = {
  PAGINATE_COUNT: 50,
  MAX_PAGE_SIZE: 1000,
  LOGIN_REQUIRED: true,
  DATABASE_URL: 'sqlite:./data/inventory.sqlite3',
  HOST: '127.0.0.1',
  PORT: 8000,
  MAX_REQUEST_BODY_SIZE: 64 * 1024 * 1024,
  PREFER_IPV4: false,
  ENFORCE_GLOBAL_UNIQUE: true,
  CHANGELOG_SKIP_EMPTY_CHANGES: true,
  CHANGELOG_RETENTION: 90,
  CHANGELOG_RETAIN_CREATE_LAST_UPDATE: false,
  JOB_RETENTION: 90,
  EXEMPT_VIEW_PERMISSIONS: [],
  DEFAULT_PERMISSIONS: OWN_OBJECTS,
  API_TOKEN_PEPPERS: {},
  ALLOW_TOKEN_RETRIEVAL: false,
  HTTP_CLIENT_IP_HEADERS: ['REMOTE_ADDR'],
  CORS_ORIGIN_ALLOW_ALL: false,
  CORS_ORIGIN_WHITELIST: [],
  CORS_ORIGIN_REGEX_WHITELIST: [],
  WEBHOOK_TIMEOUT: 10,
  WEBHOOK_MAX_ATTEMPTS: 5,
  WEBHOOK_RETRY_DELAY: 10,
  WEBHOOK_ALLOWED_NETWORKS: [],
  WEBHOOK_MAX_BODY_SIZE: 1024 * 1024,
  EMBEDDED_WORKER: true,
  LOGIN_TIMEOUT: 1_209_600,
  // Django 4.2's count (NetBox 4's); auth/passwords.ts hashes with it by default.
  PASSWORD_ITERATIONS: 600_000,
  CSRF_TRUSTED_ORIGINS: [],
  HTTP_HEADERS_TIMEOUT: 30,
  HTTP_REQUEST_TIMEOUT: 120,
  HTTP_BODY_IDLE_TIMEOUT: 30,
  HTTP_KEEPALIVE_TIMEOUT: 5,
  SQLITE_CACHE_SIZE: 16,
  RELEASE_MEMORY_AFTER_IDLE: 10,
};

/** `list` and `map` settings are JSON in the environment, YAML/JSON values in the file. */
type Kind = 'number' | 'boolean' | 'string' | 'list' | 'map';
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
  CHANGELOG_RETENTION: 'number',
  CHANGELOG_RETAIN_CREATE_LAST_UPDATE: 'boolean',
  JOB_RETENTION: 'number',
  EXEMPT_VIEW_PERMISSIONS: 'list',
  DEFAULT_PERMISSIONS: 'map',
  API_TOKEN_PEPPERS: 'map',
  ALLOW_TOKEN_RETRIEVAL: 'boolean',
  HTTP_CLIENT_IP_HEADERS: 'list',
  CORS_ORIGIN_ALLOW_ALL: 'boolean',
  CORS_ORIGIN_WHITELIST: 'list',
  CORS_ORIGIN_REGEX_WHITELIST: 'list',
  WEBHOOK_TIMEOUT: 'number',
  WEBHOOK_MAX_ATTEMPTS: 'number',
  WEBHOOK_RETRY_DELAY: 'number',
  WEBHOOK_ALLOWED_NETWORKS: 'list',
  WEBHOOK_MAX_BODY_SIZE: 'number',
  EMBEDDED_WORKER: 'boolean',
  LOGIN_TIMEOUT: 'number',
  PASSWORD_ITERATIONS: 'number',
  CSRF_TRUSTED_ORIGINS: 'list',
  HTTP_HEADERS_TIMEOUT: 'number',
  HTTP_REQUEST_TIMEOUT: 'number',
  HTTP_BODY_IDLE_TIMEOUT: 'number',
  HTTP_KEEPALIVE_TIMEOUT: 'number',
  SQLITE_CACHE_SIZE: 'number',
  RELEASE_MEMORY_AFTER_IDLE: 'number',
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
  const loaded = { ...(config as unknown as Config), ...overrides };
  checkPeppers(loaded.API_TOKEN_PEPPERS);
  checkPermissions(loaded.DEFAULT_PERMISSIONS);
  checkTimeouts(loaded);
  checkIterations(loaded.PASSWORD_ITERATIONS);
  return loaded;
}

/** NetBox's rules for API_TOKEN_PEPPERS: integer ids 0..32767, peppers of at least 50 characters. */
function checkPeppers(peppers: Config['API_TOKEN_PEPPERS']): void {
  for (const [id, pepper] of Object.entries(peppers)) {
    if (!/^\d+$/.test(id) || Number(id) > 32767) throw new ConfigError(`API_TOKEN_PEPPERS: invalid key ${id}: must be an integer between 0 and 32767`);
    if (typeof pepper !== 'string' || pepper.length < 50) throw new ConfigError(`API_TOKEN_PEPPERS: the pepper with id ${id} must be at least 50 characters in length`);
  }
}

/** DEFAULT_PERMISSIONS: "app.action_model" → a list of constraint objects, or null. */
function checkPermissions(permissions: Config['DEFAULT_PERMISSIONS']): void {
  for (const [name, constraints] of Object.entries(permissions)) {
    if (!/^[a-z_]+\.[a-z0-9_]+_[a-z0-9]+$/.test(name)) throw new ConfigError(`DEFAULT_PERMISSIONS: ${name} is not a permission name (app.action_model)`);
    const valid = constraints === null || (Array.isArray(constraints) && constraints.every((c) => c !== null && typeof c === 'object' && !Array.isArray(c)));
    if (!valid) throw new ConfigError(`DEFAULT_PERMISSIONS: ${name} must map to a list of constraint objects, or null`);
  }
}

/** Node refuses a headers timeout longer than the whole request's. */
function checkTimeouts({ HTTP_HEADERS_TIMEOUT: headers, HTTP_REQUEST_TIMEOUT: request }: Config): void {
  if (request > 0 && (headers === 0 || headers > request)) throw new ConfigError(`HTTP_HEADERS_TIMEOUT (${headers}) must be at most HTTP_REQUEST_TIMEOUT (${request})`);
}

/** A count a stored hash can carry (passwords.ts reads at most eight digits back). */
function checkIterations(iterations: number): void {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > 99_999_999) throw new ConfigError(`PASSWORD_ITERATIONS: expected an integer from 1 to 99999999, got ${iterations}`);
}

function coerce(name: string, kind: Kind, raw: unknown): unknown {
  if (kind === 'string') return String(raw);
  if (kind === 'list' || kind === 'map') {
    let value = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch {
        throw new ConfigError(`${name}: expected JSON, got ${JSON.stringify(raw)}`);
      }
    }
    const ok = kind === 'list'
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : value !== null && typeof value === 'object' && !Array.isArray(value);
    if (!ok) throw new ConfigError(`${name}: expected ${kind === 'list' ? 'a list of strings' : 'a mapping'}, got ${JSON.stringify(raw)}`);
    return value;
  }
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
