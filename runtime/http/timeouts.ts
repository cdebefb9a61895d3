// The server's own timeouts (runtime/config.ts: HTTP_HEADERS_TIMEOUT, HTTP_REQUEST_TIMEOUT,
// HTTP_BODY_IDLE_TIMEOUT, HTTP_KEEPALIVE_TIMEOUT), applied to an HTTP server wherever one listens
// (runtime/server.ts, the tests' servers). Node's own defaults leave a slow upload open for
// 300 s; these bound how long a client may take to send its headers, its whole request, and how
// long its body may pause. The body's pause is watched only while the body is being read
// (middleware.ts): a request waiting on the database before reading it is not the client's delay.
import type { IncomingMessage, Server } from 'node:http';
import { DEFAULTS, type Config } from '../config.js';

type Timeouts = Pick<Config, 'HTTP_HEADERS_TIMEOUT' | 'HTTP_REQUEST_TIMEOUT' | 'HTTP_BODY_IDLE_TIMEOUT' | 'HTTP_KEEPALIVE_TIMEOUT'>;

/** The body pause allowed by each server (ms), for the body readers. */
const BODY_IDLE = new WeakMap<object, number>();

/** Sets `server`'s timeouts from the settings (seconds; 0 turns one off, as in Node). */
export function applyTimeouts(server: Server, config: Timeouts): void {
  server.headersTimeout = config.HTTP_HEADERS_TIMEOUT * 1000;
  server.requestTimeout = config.HTTP_REQUEST_TIMEOUT * 1000;
  server.keepAliveTimeout = config.HTTP_KEEPALIVE_TIMEOUT * 1000;
  BODY_IDLE.set(server, config.HTTP_BODY_IDLE_TIMEOUT * 1000);
}

/** How long (ms) the body of `req` may go without a byte arriving; 0: for ever. */
export function bodyIdleTimeout(req: IncomingMessage): number {
  const server = (req.socket as { server?: object } | undefined)?.server;
  return (server && BODY_IDLE.get(server)) ?? DEFAULTS.HTTP_BODY_IDLE_TIMEOUT * 1000;
}
