// Code generated from templates/client/core.ts.mustache. DO NOT EDIT.
// Regenerate: make generate
// The machinery of the typed client (generated/client/index.ts holds the typed endpoints): one
// request function with the token and JSON, errors as a typed ApiError, list pages and an async
// iterator over every page, bulk writes. It needs nothing but a fetch implementation (Node 18+
// has one), so scripts can copy generated/client/ and use it anywhere.

/** The server's API version this client was generated for. */
export const API_VERSION = '4.7';

export interface ClientOptions {
  /** The server, e.g. "http://127.0.0.1:8000" (a trailing "/" or "/api" is fine too). */
  readonly url: string;
  /** An API token: "0123…" (sent as `Token <key>`) or a whole Authorization value ("Bearer nbt_…"). */
  readonly token?: string;
  /** Extra headers for every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The fetch to use (default: the global one). */
  readonly fetch?: typeof fetch;
}

/** A page of a list endpoint. */
export interface Page<T> {
  readonly count: number | null;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: T[];
}

/** Field errors: messages by field name, `__all__` for the object as a whole. */
export type FieldErrors<F extends string = string> = { readonly [K in F | '__all__']?: readonly string[] };

/** One failed object of a bulk write: its position (create) or id (update, delete), and its errors. */
export interface BulkError<F extends string = string> {
  readonly index?: number;
  readonly id?: number;
  readonly errors: FieldErrors<F>;
}

/**
 * A request the server refused: the HTTP status, the body as sent, and its parts — `detail` (a
 * message), `fieldErrors` (400 on one object) or `bulkErrors` (a bulk write, one entry per failed
 * object).
 */
export class ApiError<F extends string = string> extends Error {
  readonly detail: string | null;
  readonly fieldErrors: FieldErrors<F> | null;
  readonly bulkErrors: readonly BulkError<F>[] | null;

  constructor(readonly status: number, readonly method: string, readonly url: string, readonly body: unknown) {
    const data = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const detail = typeof data.detail === 'string' ? data.detail : null;
    super(`${method} ${url} → ${status}${detail ? `: ${detail}` : body === undefined ? '' : `: ${JSON.stringify(body)}`}`);
    this.name = 'ApiError';
    this.detail = detail;
    this.bulkErrors = Array.isArray(data.errors) ? (data.errors as BulkError<F>[]) : null;
    this.fieldErrors = detail === null && !Array.isArray(body) && body !== null && typeof body === 'object' ? (body as FieldErrors<F>) : null;
  }
}

/** Query parameters as the server reads them: repeated for lists, comma-joined for field lists. */
export type Params = { readonly [name: string]: unknown };

const JOINED = new Set(['fields', 'omit', 'ordering', 'exclude']);

function queryString(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (JOINED.has(name)) search.append(name, values.map(String).join(','));
    else for (const item of values) search.append(name, item === null ? 'null' : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sends requests to one server. */
export class Client {
  readonly base: string;
  private readonly send: typeof fetch;
  private readonly headers: Record<string, string>;

  constructor(options: ClientOptions) {
    this.base = options.url.replace(/\/+$/, '').replace(/\/api$/, '');
    this.send = options.fetch ?? fetch;
    this.headers = { Accept: 'application/json', ...options.headers };
    if (options.token) this.headers.Authorization = /\s/.test(options.token) ? options.token : `Token ${options.token}`;
  }

  /** One request to a path under /api/ (or an absolute URL, as `next` links are); the parsed JSON body. */
  async request<T>(method: string, path: string, options: { readonly params?: Params; readonly body?: unknown } = {}): Promise<T> {
    const url = /^https?:\/\//.test(path) ? path : `${this.base}/api/${path}${queryString(options.params)}`;
    const headers = { ...this.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await this.send(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!response.ok) throw new ApiError(response.status, method, url, body);
    return body as T;
  }
}

/** The types of one model that its endpoint reads and writes (generated per model). */
export interface EndpointTypes {
  readonly record: object;
  readonly brief: object;
  readonly input: object;
  readonly filters: object;
}

type FieldName<T extends EndpointTypes> = keyof T['input'] & string;
type Brief = { readonly brief: true };

/**
 * A model's list endpoint (/api/<app>/<path>/) and its objects: typed filters, representations and
 * inputs; errors throw ApiError with the status and the field errors.
 */
export class Endpoint<T extends EndpointTypes> {
  constructor(readonly client: Client, readonly path: string) {}

  private detail(id: number): string {
    return `${this.path}/${id}/`;
  }

  /** One page (`limit`, `offset`, or `start` for cursor pages), filtered. */
  list(params: T['filters'] & Brief): Promise<Page<T['brief']>>;
  list(params?: T['filters']): Promise<Page<T['record']>>;
  list(params?: T['filters']): Promise<Page<T['record'] | T['brief']>> {
    return this.client.request('GET', `${this.path}/`, { params: params as Params });
  }

  /** Every object the filters select, page after page (following `next`). */
  all(params: T['filters'] & Brief): AsyncIterableIterator<T['brief']>;
  all(params?: T['filters']): AsyncIterableIterator<T['record']>;
  async *all(params?: T['filters']): AsyncIterableIterator<T['record'] | T['brief']> {
    let page = await this.list(params);
    for (;;) {
      yield* page.results;
      if (!page.next) return;
      page = await this.client.request<Page<T['record']>>('GET', page.next);
    }
  }

  /** The number of objects the filters select. */
  async count(params?: T['filters']): Promise<number> {
    return (await this.list({ ...params, limit: 1, brief: true } as T['filters'] & Brief)).count ?? 0;
  }

  /** One object. */
  get(id: number, params?: Params): Promise<T['record']> {
    return this.client.request('GET', this.detail(id), { params });
  }

  /** Creates one object, or (a list) several at once, all or none. */
  create(input: T['input']): Promise<T['record']>;
  create(inputs: readonly T['input'][]): Promise<T['record'][]>;
  create(input: T['input'] | readonly T['input'][]): Promise<T['record'] | T['record'][]> {
    return this.client.request('POST', `${this.path}/`, { body: input });
  }

  /** Replaces an object (PUT: every required field). */
  update(id: number, input: T['input']): Promise<T['record']> {
    return this.client.request('PUT', this.detail(id), { body: input });
  }

  /** Changes some fields of an object (PATCH). */
  patch(id: number, input: Partial<T['input']>): Promise<T['record']> {
    return this.client.request('PATCH', this.detail(id), { body: input });
  }

  /** Changes several objects at once (bulk PATCH), all or none. */
  patchMany(items: readonly ({ readonly id: number } & Partial<T['input']>)[]): Promise<T['record'][]> {
    return this.client.request('PATCH', `${this.path}/`, { body: items });
  }

  /** Replaces several objects at once (bulk PUT), all or none. */
  updateMany(items: readonly ({ readonly id: number } & T['input'])[]): Promise<T['record'][]> {
    return this.client.request('PUT', `${this.path}/`, { body: items });
  }

  /** Deletes an object. */
  async delete(id: number): Promise<void> {
    await this.client.request('DELETE', this.detail(id));
  }

  /** Deletes several objects at once, all or none. */
  async deleteMany(ids: readonly number[]): Promise<void> {
    await this.client.request('DELETE', `${this.path}/`, { body: ids.map((id) => ({ id })) });
  }

  /** The endpoint's description (OPTIONS): its fields and, for those who may write, their choices. */
  options(): Promise<Record<string, unknown>> {
    return this.client.request('OPTIONS', `${this.path}/`);
  }
}

/** The ApiError of a write to an endpoint of `T`, with its field names. */
export type EndpointError<T extends EndpointTypes> = ApiError<FieldName<T>>;

/** Whether `error` is an ApiError (of any endpoint). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
