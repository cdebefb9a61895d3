// The HTTP server, with timeouts of its own (runtime/config.ts: HTTP_HEADERS_TIMEOUT,
// HTTP_REQUEST_TIMEOUT, HTTP_BODY_IDLE_TIMEOUT, HTTP_KEEPALIVE_TIMEOUT), wherever one listens
// (runtime/server.ts, the tests' servers). Node's defaults leave a slow upload open for 300 s and
// look at the clock every 30 s; these bound how long a client may take to send its headers and its
// whole request (checked every second), and how long its body may pause. The pause is watched only
// while the body is being read (middleware.ts): a request waiting on the database before reading
// its body is not the client's delay.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { DEFAULTS, type Config } from '../config.js';

type Timeouts = Pick<Config, 'HTTP_HEADERS_TIMEOUT' | 'HTTP_REQUEST_TIMEOUT' | 'HTTP_BODY_IDLE_TIMEOUT' | 'HTTP_KEEPALIVE_TIMEOUT'>;

/** How often Node checks the headers and request timeouts of open connections (ms). */
const CHECK_EVERY_MS = 1000;

/** The body pause each server allows (ms), for the body readers. */
const BODY_IDLE = new WeakMap<object, number>();

/** An HTTP server for `app` with the settings' timeouts (seconds; 0 turns one off, as in Node). */
export function httpServer(app: RequestListener, config: Timeouts): Server {
  const server = createServer({
    headersTimeout: config.HTTP_HEADERS_TIMEOUT * 1000,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT * 1000,
    connectionsCheckingInterval: CHECK_EVERY_MS,
  }, app);
  server.keepAliveTimeout = config.HTTP_KEEPALIVE_TIMEOUT * 1000;
  BODY_IDLE.set(server, config.HTTP_BODY_IDLE_TIMEOUT * 1000);
  return server;
}

/** How long (ms) the body of `req` may go without a byte arriving; 0: for ever. */
export function bodyIdleTimeout(req: IncomingMessage): number {
  const server = (req.socket as { server?: object } | undefined)?.server;
  return (server && BODY_IDLE.get(server)) ?? DEFAULTS.HTTP_BODY_IDLE_TIMEOUT * 1000;
}
