// The context types every engine and plug-in shares: what a read, a filter and a write can reach
// (the query handle, the model index, the plug-ins), the per-request change buffer, and the wide
// form of a model's plug-in. Types only: the modules that implement them import this one, never
// the other way round.
import type { Knex } from 'knex';
import type { ModelMeta, Registry } from '../contract/index.js';
import type { Config } from './config.js';
import type { Database, Dialect } from './db/database.js';
import type { DerivedCache } from './db/derived-cache.js';
import type { Queryable } from './db/query.js';
import type { Row, Stored } from './db/values.js';
import type { FieldErrors } from './http/errors.js';
import type { LargeText } from './lib/large-text.js';
import type { ModelIndex } from './registry.js';
import type { LinkBase } from './serialize/links.js';

export type { Queryable } from './db/query.js';
export type { Row, Stored } from './db/values.js';

/** A user as authentication found them. */
export interface AuthUser {
  readonly id: number;
  readonly username: string;
  readonly isSuperuser: boolean;
}

/** The token a request authenticated with. */
export interface AuthToken {
  readonly id: number;
  readonly writeEnabled: boolean;
}

/**
 * What a request may see and do (runtime/auth/access.ts implements it): the model-level gate and
 * the one place that narrows a query on a model to the rows in the scope of an action. Writes
 * carry it, so that references resolve only through objects the user may view and written
 * objects must land in scope.
 */
export interface Access {
  /** The requesting user (null: anonymous, or runtime maintenance) and their token. */
  readonly user: AuthUser | null;
  readonly token: AuthToken | null;
  /** The requesting user's id; null for anonymous requests and runtime maintenance. */
  readonly userId: number | null;
  /** Whether the request holds the permission for `action` on `model` at all. */
  holds(model: ModelMeta, action: string): boolean;
  /** A custom permission ("users.grant_token"). */
  holdsPermission(name: string): boolean;
  /** `query` on `model` narrowed to the rows the request may act on with `action`. */
  restrict<T extends Knex.QueryBuilder>(ctx: FilterContext, model: ModelMeta, action: string, query: T): T;
  /** Whether `restrict` narrows anything for `model` and `action` (false for superusers and unconstrained grants). */
  narrows(model: ModelMeta, action: string): boolean;
  /**
   * The constraint sets of a permission by name ("users.grant_token"): null when it is held without
   * limit (superusers), undefined when it is not held.
   */
  constraintsOf(permission: string): readonly Readonly<Record<string, unknown>>[] | null | undefined;
}

// ---- the request core's vocabulary (DESIGN.md "the request core") -------------------------------
// What a view is asked and what it answers, with nothing of the transport in either. The HTTP
// adapter (runtime/rest/http-adapter.ts) builds an ApiRequest from an Express request and writes
// the Reply; a background job (runtime/core/background.ts) builds one from what it stored and
// keeps the Reply. Views and plug-ins never see Express.

export interface ApiRequest {
  /** New per request; sent as X-Request-ID and recorded with every change the request makes. */
  readonly id: string;
  /** GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS. */
  readonly method: string;
  /** The URL's path as sent, without the query ("/api/dcim/sites/1/"). */
  readonly path: string;
  /** The query as sent, with its "?" ('' for none): what a redirect keeps. */
  readonly search: string;
  /** The route's parameters, decoded ({id: "1"}); set by the dispatcher. */
  readonly params: Readonly<Record<string, string>>;
  /** The query parameters (repeated ones kept). Shared: copy it before changing it. */
  readonly query: URLSearchParams;
  /** The parsed JSON body; undefined when the request had none. */
  readonly body: unknown;
  /** Request headers by lower-case name (views read if-match, if-none-match and accept). */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** Who is asking (null: anonymous), with which token, and what that allows. */
  readonly user: AuthUser | null;
  readonly token: AuthToken | null;
  readonly access: Access;
  /** scheme://host the request came to: the base of absolute links. */
  readonly baseUrl: string;
  /** The API version the client asked for; null for the current one (room for older dialects). */
  readonly apiVersion: string | null;
  /**
   * A background job's fence, called in the write's transaction just before it commits; throwing
   * rolls the write back (a job taken over by another worker: runtime/jobs/).
   */
  readonly commitFence?: (q: Queryable) => Promise<void>;
}

/** What a view answers. */
export interface Reply {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** A JSON value; undefined: no body (204, 304). */
  readonly body?: unknown;
  /** A body that is not JSON (the API description in YAML): its media type and text. */
  readonly text?: { readonly type: string; readonly content: string };
}

/** What display text needs: rows of related models, choice labels, display rules. */
export interface DisplayContext {
  readonly q: Queryable;
  readonly dialect: Dialect;
  readonly index: ModelIndex;
  readonly plugins: Plugins;
  /** The database's cache of derived values (absent: everything is read afresh). */
  readonly cache?: DerivedCache;
  /** The change buffer of the write this read happens in, if any (it decides whether the cache may be used). */
  readonly request?: ChangeBuffer | null;
}

/**
 * Values a write shows once, in the response of the request that made them, and never stores (a
 * new token's secret): the plug-in that makes one puts it here under a key it can find again from
 * the stored object (the token's digest), and its computed field reads it back. One per request.
 */
export type Disclosures = Map<string, unknown>;

/** A read: display plus the settings and the base of absolute links. */
export interface ReadContext extends DisplayContext {
  readonly config: Config;
  /** scheme://host of the request; '' renders relative links (webhooks, change records). */
  readonly baseUrl: string;
  /** The request's disclosures (absent outside requests). */
  readonly disclosed?: Disclosures;
  /** When set, links are ApiLinks written with this base (runtime/serialize/links.ts), not strings with baseUrl. */
  readonly links?: LinkBase;
}

/** What list filters need to turn parameters into conditions. */
export type FilterContext = DisplayContext;

/** A condition on a query (a knex where-callback). */
export type Where = (qb: Knex.QueryBuilder) => void;

/**
 * A write inside one transaction. Everything a write does (rows, links, change records, and with
 * the next issue, events) goes through `q`, so a failure anywhere rolls all of it back.
 */
export interface WriteContext extends DisplayContext {
  readonly q: Knex.Transaction;
  readonly config: Config;
  /** The user making the request (null for runtime maintenance). */
  readonly userId: number | null;
  /** The API request the changes belong to; change records are written only for requests. */
  readonly request: ChangeBuffer | null;
  /** What the request may do; null for runtime maintenance (everything). */
  readonly access: Access | null;
  /** The request's disclosures (absent outside requests). */
  readonly disclosed?: Disclosures;
  /** The request's event queue (runtime/events/outbox.ts; absent outside requests). */
  readonly events?: EventQueue;
  /**
   * Rows known to exist ("table:id"), for a write of many objects that name the same ones (a
   * device's components name the device): each is asked once (runtime/write/related.ts).
   */
  readonly knownRows?: Set<string>;
  /**
   * Work the plug-ins leave to the end of a bulk write's first pass (runtime/write/deferred.ts):
   * absent, they do it at once.
   */
  readonly deferred?: DeferredWork;
}

/** Work kept by key and merged, done once for a whole bulk write (runtime/write/deferred.ts). */
export interface DeferredWork {
  /** Adds `part` to the work of `key`, run by `run` with every part merged by `merge` when the batch ends. */
  add<S>(key: string, part: S, merge: (into: S, part: S) => S, run: (ctx: WriteContext, merged: S) => Promise<void>): void;
}

/** What writes tell the event outbox beyond the change buffer: a deleted object's last state. */
export interface EventQueue {
  /** Takes the representation of rows about to be deleted, when an event rule listens for their deletion. */
  beforeDelete(ctx: WriteContext, model: ModelMeta, rows: readonly Row[]): Promise<void>;
  listens(ctx: Pick<WriteContext, 'q' | 'index'>, modelKey: string, eventType: string): Promise<boolean>;
}

// ---- the per-request change buffer ---------------------------------------------------------------

export type ChangeAction = 'create' | 'update' | 'delete';
export type Snapshot = Record<string, unknown>;

/** A change record as it is inserted into core_objectchange. */
export interface ChangeRecord {
  time: string;
  user_id: number | null;
  user_name: string;
  request_id: string;
  action: ChangeAction;
  changed_object_type: string;
  changed_object_id: number;
  /** The object the change belongs to (ModelMeta.changelogRelated): a component's device. */
  related_object_type: string | null;
  related_object_id: number | null;
  object_repr: string;
  message: string;
  /** JSON text; a LargeText when made in slices (lib/json-render.ts jsonText). */
  prechange_data: string | LargeText | null;
  postchange_data: string | LargeText | null;
}

/**
 * The changes one API request makes, in the order they happened, coalesced per object (a create
 * then an update of one object is one create with the final state). Filled by every write of the
 * request (runtime/features/changelog.ts), inserted just before its transaction commits; a
 * rolled-back savepoint takes its part back (mark/restore). This is the seam for consumers of
 * changes: the change log writes these records, and events will be derived from the same buffer
 * in the same transaction.
 */
export interface ChangeBuffer {
  readonly id: string;
  readonly userId: number | null;
  readonly userName: string;
  /** The request's records, kept until its transaction is about to commit. */
  readonly pending: ChangeRecord[];
  /** The latest pending record of each object, by "app.model:id", so that later changes coalesce. */
  readonly latest: Map<string, ChangeRecord>;
  /** Every model the request wrote, records or not, rolled back or not (for the derived cache). */
  readonly touched: Set<string>;
}

// ---- plug-ins (the wide form; runtime/apps/kit/define.ts gives the typed one) --------------------

/** A computed field: its value for each of a page of objects, by id, in a fixed number of queries. */
/** `model`: the model of the objects (a trait's computed field serves several). */
export type Computation = (ctx: ReadContext, objects: readonly Stored[], model: ModelMeta) => Promise<ReadonlyMap<number, unknown>>;

/** A list filter: the condition for the parameter's values, or null after `fail` (or to ignore it). */
/**
 * A plug-in filter: the condition of its values (null: no condition), `fail` for a value's
 * problem; `model`: the model filtered (a trait's filter serves several); `params`: the whole query, for the filters whose values are checked together (a
 * service's protocol and port lookups must hold for one mapping).
 */
export type FilterPlugin = (ctx: FilterContext, values: readonly string[], fail: (message: string) => void, model: ModelMeta, params: URLSearchParams) => Promise<Where | null>;

/** A special endpoint (<object url>/<path>/), for every method. */
export type EndpointPlugin = (deps: AppDeps, model: ModelMeta, request: ApiRequest) => Promise<Reply>;

/** The code a model file's `rules`, `plugin: true` computed fields and filters, and `endpoints` name. */
export interface ModelPlugin extends PluginParts {
  /** The model key ("dcim.device"). */
  readonly model: string;
}

/** The code a trait file's rules and `plugin: true` parts name, for every model that has the trait. */
export interface TraitPlugin extends PluginParts {
  /** The trait's name ("base_interface"). */
  readonly trait: string;
}

/** A model's or a trait's plug-in: the one list runtime/apps/index.ts exports. */
export type Plugin = ModelPlugin | TraitPlugin;

/** What a plug-in may implement: rules, computed fields, filters and endpoints, in the wide form the engines call. */
export interface PluginParts {
  /** Checks and adjusts `values` (every field by name) before a write; returns errors by field. */
  readonly clean?: (ctx: WriteContext, values: Record<string, unknown>, existing: Stored | null, model: ModelMeta) => Promise<FieldErrors | void>;
  /**
   * Maintains other rows after a create or update, in the write's transaction. 'kept': the saved
   * object's own row and lists are as the write left them, so its change record is made from what
   * the write has without reading the object again; otherwise the object is read again.
   */
  readonly afterSave?: (ctx: WriteContext, saved: Stored, before: Stored | null, model: ModelMeta) => Promise<void | 'kept'>;
  /** Maintains other rows after objects were deleted, in the delete's transaction. */
  readonly afterDelete?: (ctx: WriteContext, deleted: readonly Stored[], model: ModelMeta) => Promise<void>;
  /** str(obj) when the model's display templates cannot express it. */
  readonly display?: (object: Stored, index: ModelIndex) => string;
  /** A migration's data step: derives the model's rows from the data that predates its table. */
  readonly fill?: (ctx: WriteContext, model: ModelMeta) => Promise<void>;
  readonly computed?: Readonly<Record<string, Computation>>;
  readonly filters?: Readonly<Record<string, FilterPlugin>>;
  readonly endpoints?: Readonly<Record<string, EndpointPlugin>>;
}

/** A handler of an application's own route (not a model's endpoint). */
export type RouteHandler = (deps: AppDeps, request: ApiRequest) => Promise<Reply>;

/**
 * A route an application serves beside its models' endpoints (/api/users/config/), or at the API
 * root when `app` is null (/api/authentication-check/). Methods without a handler are 405.
 */
export interface AppRoute {
  readonly app: string | null;
  /** Below the application's root, without slashes at either end ("tokens/provision"). */
  readonly path: string;
  /** Whether the application's root lists it (as NetBox's routers list their viewsets). */
  readonly listed: boolean;
  /** Whether anonymous writes reach it (they are otherwise refused before the body is read). */
  readonly anonymousWrites?: boolean;
  readonly methods: Readonly<Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler>>>;
}

/** The plug-ins of every model, as the engines look them up. */
export interface Plugins {
  of(model: ModelMeta): ModelPlugin | undefined;
  computation(model: ModelMeta, name: string): Computation;
  filter(model: ModelMeta, name: string): FilterPlugin;
  endpoint(model: ModelMeta, path: string): EndpointPlugin;
  display(model: ModelMeta): ((object: Stored, index: ModelIndex) => string) | undefined;
}

/** One form of the API description: its text and its strong ETag. */
export interface OpenApiForm {
  readonly text: string;
  readonly etag: string;
}

/** The generated API description in both forms (runtime/openapi-file.ts reads it). */
export interface OpenApiDocument {
  readonly json: OpenApiForm;
  readonly yaml: OpenApiForm;
}

/** What the views and the endpoints need; built once by createApp (and the worker). */
export interface AppDeps {
  readonly db: Database;
  readonly registry: Registry;
  readonly index: ModelIndex;
  readonly plugins: Plugins;
  readonly config: Config;
  /** The generated OpenAPI description, served at /api/schema/. */
  readonly openapi: OpenApiDocument | null;
  /** The applications' own routes. */
  readonly routes: readonly AppRoute[];
}
