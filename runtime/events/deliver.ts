// One webhook request (NetBox's send_webhook, made safe): render the URL, headers and body over the
// event's context; sign the body (X-Hook-Signature: hex HMAC-SHA512 keyed with the secret, as
// NetBox; and the Standard Webhooks headers webhook-id, webhook-timestamp, webhook-signature);
// check the destination with the SSRF guard and connect to the checked address; follow no
// redirect; 2xx is success. Every outcome is an Attempt for the delivery's log, never a throw.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pinnedLookup, SsrfRefusal, type NetworkPolicy } from './ssrf.js';
import { inertView, render, TemplateError } from './render.js';

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

const RESPONSE_EXCERPT = 1000;

/** Header lines "Name: Value" (NetBox's render_headers); lines without a colon are ignored. */
export function parseHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    // A name or value carrying CR/LF or other controls would inject headers: refused, as NetBox's header_safe intends.
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || /[\0-\x08\x0a-\x1f\x7f]/.test(value)) throw new TemplateError(`invalid header line: ${JSON.stringify(line)}`);
    out[name] = value;
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
}

export async function sendWebhook(webhook: WebhookSpec, context: Record<string, unknown>, options: SendOptions): Promise<Attempt> {
  const started = new Date();
  const result = (fields: Partial<Attempt>): Attempt => ({
    number: options.attempt, started: started.toISOString(), duration_ms: Date.now() - started.getTime(),
    url: null, status_code: null, response: '', error: '', success: false, ...fields,
  });
  let url: string;
  let headers: Record<string, string>;
  let body: Buffer;
  try {
    const view = inertView(context);
    url = render(webhook.payload_url, view).trim();
    headers = { 'Content-Type': webhook.http_content_type, ...parseHeaders(render(webhook.additional_headers ?? '', view)) };
    body = Buffer.from(webhook.body_template ? render(webhook.body_template, view) : JSON.stringify(context), 'utf8');
  } catch (error) {
    return result({ error: (error as Error).message });
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
    if (error instanceof SsrfRefusal) return result({ url, error: `refused: ${error.message}` });
    throw error;
  }
  let ca: Buffer | undefined;
  if (webhook.ssl_verification && webhook.ca_file_path) {
    try {
      ca = await readFile(webhook.ca_file_path);
    } catch (error) {
      return result({ url, error: `cannot read ca_file_path ${webhook.ca_file_path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` });
    }
  }
  const timeoutMs = (webhook.timeout ?? options.defaultTimeout) * 1000;
  return new Promise<Attempt>((resolve) => {
    const send = destination.url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const req = send(destination.url, {
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
    // The whole request, connection to last byte, within the timeout.
    const timer = setTimeout(() => {
      req.destroy();
      finish(result({ url, error: `timed out after ${timeoutMs / 1000} s` }));
    }, timeoutMs);
    req.on('error', (error) => finish(result({ url, error: error.message })));
    req.end(body);
  });
}
