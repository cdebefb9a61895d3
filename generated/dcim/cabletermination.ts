// Code generated from schema/models/dcim/cabletermination.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitTerminationNested } from '../circuits/circuittermination.js';
import type { CableNested } from './cable.js';
import type { ConsolePortNested } from './consoleport.js';
import type { ConsoleServerPortNested } from './consoleserverport.js';
import type { FrontPortNested } from './frontport.js';
import type { InterfaceNested } from './interface.js';
import type { PowerFeedNested } from './powerfeed.js';
import type { PowerOutletNested } from './poweroutlet.js';
import type { PowerPortNested } from './powerport.js';
import type { RearPortNested } from './rearport.js';

/** The complete representation of a cable termination, as the API returns it. */
export interface CableTerminationRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly cable: CableNested;
  readonly cable_end: ChoiceValue<'dcim.cable_end'>;
  readonly termination_type: string;
  readonly termination_id: number;
  readonly termination: InterfaceNested | ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | FrontPortNested | RearPortNested | PowerFeedNested | CircuitTerminationNested | null;
  readonly connector: number | null;
  readonly positions: readonly number[] | null;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type CableTerminationBrief = Pick<CableTerminationRecord, 'id' | 'url' | 'display' | 'cable' | 'cable_end' | 'connector' | 'positions' | 'termination_type' | 'termination_id'>;

/** A cable termination embedded in another object. */
export type CableTerminationNested = Pick<CableTerminationRecord, 'id' | 'url' | 'display' | 'cable' | 'cable_end' | 'connector' | 'positions' | 'termination_type' | 'termination_id'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CableTerminationInput {
  readonly cable: Reference;
  readonly cable_end: ChoiceValue<'dcim.cable_end'>;
  readonly termination_type: string;
  readonly termination_id: number;
  readonly connector?: number | null;
  readonly positions?: readonly number[] | null;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type CableTerminationFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly cable_id: readonly ['related', number | 'null'];
  readonly cable_end: readonly ['choice', ChoiceValue<'dcim.cable_end'> | 'null'];
  readonly termination_type: readonly ['string', string];
  readonly termination_id: readonly ['number', number];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly cable: readonly ['related', number | 'null'];
  readonly consoleport_id: readonly ['related', number | 'null'];
  readonly consoleserverport_id: readonly ['related', number | 'null'];
  readonly powerport_id: readonly ['related', number | 'null'];
  readonly poweroutlet_id: readonly ['related', number | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
  readonly frontport_id: readonly ['related', number | 'null'];
  readonly rearport_id: readonly ['related', number | 'null'];
  readonly powerfeed_id: readonly ['related', number | 'null'];
  readonly circuittermination_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CableTerminationRow {
  readonly id: number;
  readonly cable_id: number;
  readonly cable_end: ChoiceValue<'dcim.cable_end'>;
  readonly termination_type: string;
  readonly termination_id: number;
  readonly connector: number | null;
  readonly positions: string | null;
  readonly _device_id: number | null;
  readonly _rack_id: number | null;
  readonly _location_id: number | null;
  readonly _site_id: number | null;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CableTerminationValues {
  cable: number;
  cable_end: ChoiceValue<'dcim.cable_end'>;
  termination_type: string;
  termination_id: number;
  connector?: number | null;
  positions?: number[] | null;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface CableTerminationPlugin {
  readonly rules: 'after_delete';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CableTerminationTypes {
  readonly key: 'dcim.cabletermination';
  readonly record: CableTerminationRecord;
  readonly brief: CableTerminationBrief;
  readonly nested: CableTerminationNested;
  readonly input: CableTerminationInput;
  readonly filters: CableTerminationFilters;
  readonly row: CableTerminationRow;
  readonly values: CableTerminationValues;
  readonly plugin: CableTerminationPlugin;
}

export const cableTerminationModel = {
  key: 'dcim.cabletermination',
  app: 'dcim',
  model: 'cabletermination',
  className: 'CableTermination',
  path: 'cable-terminations',
  table: 'dcim_cabletermination',
  api: true,
  readOnly: true,
  alsoAt: [],
  verboseName: 'cable termination',
  verboseNamePlural: 'cable terminations',
  description: 'One end of a cable at one object (NetBox\'s CableTermination), kept by the cable\'s writes.',
  source: 'schema/models/dcim/cabletermination.yaml',
  changelogRelated: ['termination'],
  features: { tags: false, customFields: false, changelog: true },
  tree: false,
  display: ['Cable {cable} to {termination}'],
  ordering: ['cable', 'cable_end', 'connector', 'id'],
  fields: [
    {
      name: 'cable',
      type: 'fk',
      column: 'cable_id',
      label: 'cable',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.cable',
      onDelete: 'cascade',
    },
    {
      name: 'cable_end',
      type: 'choice',
      column: 'cable_end',
      label: 'end',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cable_end',
      plainChoice: true,
    },
    {
      name: 'termination_type',
      type: 'content_type',
      column: 'termination_type',
      label: 'termination type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: [
        'dcim.interface',
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.powerport',
        'dcim.poweroutlet',
        'dcim.frontport',
        'dcim.rearport',
        'dcim.powerfeed',
        'circuits.circuittermination',
      ],
      generic: 'termination',
    },
    {
      name: 'termination_id',
      type: 'bigint',
      column: 'termination_id',
      label: 'termination id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'termination',
    },
    {
      name: 'termination',
      type: 'generic',
      column: null,
      label: 'termination',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: [
        'dcim.interface',
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.powerport',
        'dcim.poweroutlet',
        'dcim.frontport',
        'dcim.rearport',
        'dcim.powerfeed',
        'circuits.circuittermination',
      ],
      parts: { type: 'termination_type', id: 'termination_id' },
    },
    {
      name: 'connector',
      type: 'integer',
      column: 'connector',
      label: 'connector',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 256,
    },
    {
      name: 'positions',
      type: 'int_array',
      column: 'positions',
      label: 'positions',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: '_device',
      type: 'fk',
      column: '_device_id',
      label: ' device',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.device',
      onDelete: 'cascade',
    },
    {
      name: '_rack',
      type: 'fk',
      column: '_rack_id',
      label: ' rack',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.rack',
      onDelete: 'cascade',
    },
    {
      name: '_location',
      type: 'fk',
      column: '_location_id',
      label: ' location',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.location',
      onDelete: 'cascade',
    },
    {
      name: '_site',
      type: 'fk',
      column: '_site_id',
      label: ' site',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.site',
      onDelete: 'cascade',
    },
    {
      name: 'created',
      type: 'datetime',
      column: 'created',
      label: 'created',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'last_updated',
      type: 'datetime',
      column: 'last_updated',
      label: 'last updated',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display',
    'cable',
    'cable_end',
    'termination_type',
    'termination_id',
    'termination',
    'connector',
    'positions',
    'created',
    'last_updated',
  ],
  brief: [
    'id',
    'url',
    'display',
    'cable',
    'cable_end',
    'connector',
    'positions',
    'termination_type',
    'termination_id',
  ],
  nested: [
    'id',
    'url',
    'display',
    'cable',
    'cable_end',
    'connector',
    'positions',
    'termination_type',
    'termination_id',
  ],
  uniques: [
    {
      name: 'dcim_cabletermination_termination_type_termination_id_uniq',
      fields: ['termination_type', 'termination_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Cable termination with this Termination type and Termination id already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_cabletermination_cable_id_cable_end_connector_uniq',
      fields: ['cable', 'cable_end', 'connector'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Cable termination with this Cable, End and Connector already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'cable_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cabletermination', column: 'cable_id', to: 'dcim.cable' },
        ],
      ],
      attr: 'id',
    },
    { name: 'cable_end', kind: 'choice', field: 'cable_end' },
    { name: 'termination_type', kind: 'string', field: 'termination_type' },
    { name: 'termination_id', kind: 'number', field: 'termination_id' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'cable',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cabletermination', column: 'cable_id', to: 'dcim.cable' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'consoleport_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.consoleport',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'consoleserverport_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.consoleserverport',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'powerport_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.powerport',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'poweroutlet_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.poweroutlet',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'frontport_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.frontport',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rearport_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.rearport',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'powerfeed_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.powerfeed',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'circuittermination_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.cabletermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'circuits.circuittermination',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: [],
  searchIndex: null,
  rules: ['after_delete'],
  endpoints: [],
  declaredAt: { 'rules.after_delete': 'schema/models/dcim/cabletermination.yaml:32' },
} as const satisfies ModelMeta;
