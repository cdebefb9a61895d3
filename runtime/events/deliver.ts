// One webhook request (NetBox's send_webhook, made safe): render the URL, headers and body over the
// event's context; sign the body (X-Hook-Signature: hex HMAC-SHA512 keyed with the secret, as
// NetBox; and the Standard Webhooks headers webhook-id, webhook-timestamp, webhook-signature);
// check the destination with the SSRF guard and connect to the checked address; follow no
// redirect; 2xx is success. Every outcome is an Attempt for the delivery's log, never a throw, and
// says whether sending again could change it: a request that cannot be built from the delivery
// (a template error, a header value a header cannot carry, a body over the cap) or that the SSRF
// guard refuses would fail the same way every time, so it is final.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pinnedLookup, SsrfRefusal, UnresolvedHost, type NetworkPolicy } from './ssrf.js';
import { inertView, render, TemplateError, TooLarge } from './render.js';

/** The webhook's settings as stored (a row of extras_webhook, values converted). */
export interface WebhookSpec {
  readonly payload_url: string;
  readonly http_method: string;
  readonly http_content_type: string;
  readonly additional_headers: string;
  readonly body_template: string;
  readonly secret: string;
  readonly ssl_verification: boolean;
  readonly ca_file_path: string | null;
  readonly timeout: number | null;
}

export interface Attempt {
  readonly number: number;
  readonly started: string;
  readonly duration_ms: number;
  readonly url: string | null;
  readonly status_code: number | null;
  readonly response: string;
  readonly error: string;
  readonly success: boolean;
}

/** An attempt, and whether it is the delivery's last whatever the attempts left (sending again would end the same way). */
export interface Outcome {
  readonly attempt: Attempt;
  readonly final: boolean;
}

const RESPONSE_EXCERPT = 1000;
/** A limit on a rendered part, in bytes, and how an error names it. */
interface Cap {
  readonly bytes: number;
  readonly name: string;
}
/** Longest rendered URL or header value: what receivers take in one line (nginx's large_client_header_buffers: 8 KB). */
const LINE_CAP: Cap = { bytes: 8192, name: '8192 bytes' };
/** Header names are tokens (RFC 9110). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * What a header value may not hold: CR and LF (they would end the header and start another at
 * the receiver), other control characters (C0, DEL, C1), and anything above U+00FF (a header is
 * Latin-1 on the wire; Node throws before sending). Tab is field whitespace (RFC 9110).
 */
const NOT_IN_A_HEADER = /[^\t\x20-\x7e\xa0-\xff]/u;
/** Framing headers: the transport sets them from the body, and a second opinion makes receivers disagree on where the request ends. */
const TRANSPORT_HEADERS = new Set(['content-length', 'transfer-encoding']);

/** An attempt that sent nothing, or did not get an answer. */
export function attemptOf(number: number, started: Date, fields: Partial<Attempt>): Attempt {
  return {
    number, started: started.toISOString(), duration_ms: Date.now() - started.getTime(),
    url: null, status_code: null, response: '', error: '', success: false, ...fields,
  };
}

/** `value` if a header can carry it; else a TemplateError naming the header and the first character it cannot. */
function headerValue(name: string, value: string): string {
  const refused = NOT_IN_A_HEADER.exec(value);
  if (refused) {
    const code = refused[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new TemplateError(`header ${name}: its value holds U+${code}, which a header cannot carry`);
  }
  return value;
}

/** `text` if its UTF-8 form fits the cap; else a TemplateError saying what is too large. */
function within(text: string, cap: Cap, what: string): string {
  if (Buffer.byteLength(text, 'utf8') > cap.bytes) throw new TemplateError(`${what} is larger than ${cap.name}`);
  return text;
}

/** A template rendered within the cap (stopping early once the values inserted pass it). */
function renderWithin(template: string, view: unknown, cap: Cap, what: string): string {
  let text: string;
  try {
    text = render(template, view, cap.bytes);
  } catch (error) {
    throw error instanceof TooLarge ? new TemplateError(`${what} is larger than ${cap.name}`) : error;
  }
  return within(text, cap, what);
}

/** Spaces and tabs around a header name or value (RFC 9110's optional whitespace); a CR or LF stays, to be refused. */
function trimSpace(text: string): string {
  return text.replace(/^[ \t]+|[ \t]+$/g, '');
}

/**
 * The additional headers, lines "Name: Value" (NetBox's render_headers; lines without a colon are
 * ignored). Split into names and value templates before rendering, each value rendered on its own
 * and checked: an object's field can change a value, never add a header.
 */
function renderHeaders(text: string, view: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = trimSpace(line.slice(0, colon));
    if (!HEADER_NAME.test(name)) throw new TemplateError(`invalid header name ${JSON.stringify(name)}`);
    if (TRANSPORT_HEADERS.has(name.toLowerCase())) throw new TemplateError(`header ${name}: set from the body, not by a webhook`);
    out[name] = headerValue(name, trimSpace(renderWithin(line.slice(colon + 1), view, LINE_CAP, `header ${name}: the rendered value`)));
  }
  return out;
}

/** X-Hook-Signature: hex HMAC-SHA512 of the body keyed with the secret (NetBox's generate_signature). */
export function hookSignature(body: Buffer, secret: string): string {
  return createHmac('sha512', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

/** Standard Webhooks: base64 HMAC-SHA256 of "<id>.<timestamp>.<body>"; a "whsec_" secret is base64, any other its UTF-8 bytes. */
export function standardSignature(id: string, timestamp: number, body: Buffer, secret: string): string {
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

export interface SendOptions {
  readonly deliveryId: string;
  readonly attempt: number;
  readonly policy: NetworkPolicy;
  readonly defaultTimeout: number;
  /** WEBHOOK_MAX_BODY_SIZE (0: no cap). */
  readonly maxBodySize: number;
}

export async function sendWebhook(webhook: WebhookSpec, context: Record<string, unknown>, options: SendOptions): Promise<Outcome> {
  const started = new Date();
  const result = (fields: Partial<Attempt>): Attempt => attemptOf(options.attempt, started, fields);
  const retry = (fields: Partial<Attempt>): Outcome => ({ attempt: result(fields), final: false });
  const final = (fields: Partial<Attempt>): Outcome => ({ attempt: result(fields), final: true });
  let url: string | null = null;
  let headers: Record<string, string>;
  let body: Buffer;
  try {
    const view = inertView(context);
    url = trimSpace(renderWithin(webhook.payload_url, view, LINE_CAP, 'the rendered URL'));
    headers = { 'Content-Type': headerValue('Content-Type', webhook.http_content_type), ...renderHeaders(webhook.additional_headers ?? '', view) };
    const cap: Cap = { bytes: options.maxBodySize || Infinity, name: `WEBHOOK_MAX_BODY_SIZE (${options.maxBodySize} bytes)` };
    body = Buffer.from(webhook.body_template ? renderWithin(webhook.body_template, view, cap, 'the rendered body') : within(JSON.stringify(context), cap, 'the rendered body'), 'utf8');
  } catch (error) {
    if (error instanceof TemplateError) return final({ url, error: error.message });
    throw error;
  }
  const timestamp = Math.floor(started.getTime() / 1000);
  headers['webhook-id'] = options.deliveryId;
  headers['webhook-timestamp'] = String(timestamp);
  if (webhook.secret) {
    headers['X-Hook-Signature'] = hookSignature(body, webhook.secret);
    headers['webhook-signature'] = standardSignature(options.deliveryId, timestamp, body, webhook.secret);
  }
  let destination;
  try {
    destination = await options.policy.check(url);
  } catch (error) {
    if (error instanceof UnresolvedHost) return retry({ url, error: `refused: ${error.message}` });
    if (error instanceof SsrfRefusal) return final({ url, error: `refused: ${error.message}` });
    throw error;
  }
  let ca: Buffer | undefined;
  if (webhook.ssl_verification && webhook.ca_file_path) {
    try {
      ca = await readFile(webhook.ca_file_path);
    } catch (error) {
      return retry({ url, error: `cannot read ca_file_path ${webhook.ca_file_path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` });
    }
  }
  const timeoutMs = (webhook.timeout ?? options.defaultTimeout) * 1000;
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ attempt, final: false });
    };
    let req: ReturnType<typeof httpRequest> | undefined;
    // The whole request, connection to last byte, within the timeout.
    const timer = setTimeout(() => {
      req?.destroy();
      finish(result({ url, error: `timed out after ${timeoutMs / 1000} s` }));
    }, timeoutMs);
    try {
      const send = destination.url.protocol === 'https:' ? httpsRequest : httpRequest;
      req = send(destination.url, {
        method: webhook.http_method,
        headers: { ...headers, 'Content-Length': String(body.length) },
        lookup: pinnedLookup(destination),
        servername: destination.hostname,
        rejectUnauthorized: webhook.ssl_verification,
        ...(ca ? { ca } : {}),
        agent: false,
      }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const success = status >= 200 && status <= 299;
          finish(result({
            url, status_code: status, success, response: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT),
            error: success ? '' : status >= 300 && status < 400 ? `redirect (${status}) not followed` : `HTTP ${status}`,
          }));
        });
        res.on('error', (error) => finish(result({ url, status_code: res.statusCode ?? null, error: error.message })));
      });
      req.on('error', (error) => finish(result({ url, error: error.message })));
      req.end(body);
    } catch (error) {
      // Node refuses some requests before sending (an unreadable CA file's contents, say): an attempt like any other.
      req?.destroy();
      finish(result({ url, error: (error as Error).message }));
    }
  });
}
