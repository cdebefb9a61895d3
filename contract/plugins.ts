// The parts of a model that hand-written code provides: the names a model file may declare and
// the runtime's plug-ins implement. The generator checks model files against these names; the
// plug-in check (make check, and at start-up) checks that declarations and implementations match.

/**
 * Rules a model file lists under `rules:`, and the member of the model's plug-in
 * (runtime/apps/<app>/, `defineModel`) that implements each: `clean` checks and adjusts an object
 * before it is written, `after_save` / `after_delete` maintain other rows in the same transaction,
 * `display` renders str(obj) when a template cannot, `fill` derives the model's rows from existing
 * data when a migration creates its table (a migration data step).
 */
export const RULES = {
  clean: 'clean',
  after_save: 'afterSave',
  after_delete: 'afterDelete',
  display: 'display',
  fill: 'fill',
} as const;

export type RuleName = keyof typeof RULES;

/** What an endpoint's GET answers: a plain list of free resources, or a page of items. */
export interface EndpointShape {
  readonly summary: string;
  /** GET lists items (a bare list, or a page in the list envelope); absent: no GET. */
  readonly get?: 'list' | 'page';
  /** Properties of each item and their JSON types. */
  readonly item?: Readonly<Record<string, 'integer' | 'number' | 'boolean' | 'string' | 'object'>>;
  /** Or each item's whole schema (OpenAPI 3.0), when an item is not a flat object (a trace's hops). */
  readonly itemSchema?: Readonly<Record<string, unknown>>;
  /** POST allocates objects of this model (one, or a list). */
  readonly creates?: string;
  /** POST (no body) acts on the object and answers 200 with its representation. */
  readonly action?: true;
}

/**
 * The shapes a special endpoint may have (`endpoints: {available-ips: available_ips}` in a model
 * file): what the API description says about it. The plug-in serves it.
 */
export const ENDPOINT_SHAPES = {
  available_prefixes: { summary: 'Free child prefixes; POST allocates prefixes of the given prefix_length.', get: 'list', item: { family: 'integer', prefix: 'string', vrf: 'object' }, creates: 'ipam.prefix' },
  available_ips: { summary: 'Free addresses; POST allocates the next ones.', get: 'list', item: { family: 'integer', address: 'string', vrf: 'object' }, creates: 'ipam.ipaddress' },
  available_vlans: { summary: 'Free VLAN IDs of the group; POST allocates VLANs (name required).', get: 'list', item: { vid: 'integer', group: 'object' }, creates: 'ipam.vlan' },
  available_asns: { summary: 'Free ASNs of the range; POST allocates ASNs.', get: 'list', item: { rir: 'object', asn: 'integer' }, creates: 'ipam.asn' },
  choice_set_choices: { summary: "The set's choices, filtered by q.", get: 'page', item: { id: 'string', display: 'string' } },
  rack_elevation: {
    summary: "The rack's units from the top (face, exclude, expand_devices, q), each with the device in it; render=svg draws the elevation (image/svg+xml).",
    get: 'page', item: { id: 'number', name: 'string', face: 'object', device: 'object', occupied: 'boolean', display: 'string', description: 'string' },
  },
  // PathEndpointMixin.trace: one hop per item, [near ends, the cable (or [] where none), far ends],
  // the ends in their nested forms; render=svg draws it (runtime/apps/dcim/cabling/trace-svg.ts).
  cable_trace: {
    summary: 'The cable path from this object, hop by hop: [near ends, cable, far ends] (each end in its nested form; an empty list where a hop has none); render=svg draws the trace (image/svg+xml), width pixels wide (400 by default).',
    get: 'list',
    itemSchema: {
      type: 'array', minItems: 3, maxItems: 3,
      items: { oneOf: [{ type: 'array', items: { type: 'object' } }, { type: 'object', nullable: true }] },
    },
  },
  // PassThroughPortMixin.paths: every cable path through this object (CablePathSerializer).
  cable_paths: {
    summary: 'The cable paths passing through this object: each with its hops (lists of nested objects) and whether it is active, complete or split.',
    get: 'list',
    itemSchema: {
      type: 'object', required: ['id', 'path', 'is_active', 'is_complete', 'is_split'],
      properties: {
        id: { type: 'integer' }, path: { type: 'array', items: { type: 'array', items: { type: 'object' } } },
        is_active: { type: 'boolean' }, is_complete: { type: 'boolean' }, is_split: { type: 'boolean' },
      },
    },
  },
  redeliver: { summary: 'Sends a failed webhook delivery again: a fresh series of attempts, the earlier ones kept in its log.', action: true },
} as const satisfies Readonly<Record<string, EndpointShape>>;

export type EndpointShapeName = keyof typeof ENDPOINT_SHAPES;
