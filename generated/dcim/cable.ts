// Code generated from schema/models/dcim/cable.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitTerminationNested } from '../circuits/circuittermination.js';
import type { CableBundleNested } from './cablebundle.js';
import type { ConsolePortNested } from './consoleport.js';
import type { ConsoleServerPortNested } from './consoleserverport.js';
import type { FrontPortNested } from './frontport.js';
import type { InterfaceNested } from './interface.js';
import type { PowerFeedNested } from './powerfeed.js';
import type { PowerOutletNested } from './poweroutlet.js';
import type { PowerPortNested } from './powerport.js';
import type { RearPortNested } from './rearport.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a cable, as the API returns it. */
export interface CableRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly type: ChoiceValue<'dcim.cable_type'> | null;
  readonly a_terminations: readonly ({ readonly object_type: 'dcim.interface'; readonly object_id: number; readonly object: InterfaceNested } | { readonly object_type: 'dcim.consoleport'; readonly object_id: number; readonly object: ConsolePortNested } | { readonly object_type: 'dcim.consoleserverport'; readonly object_id: number; readonly object: ConsoleServerPortNested } | { readonly object_type: 'dcim.powerport'; readonly object_id: number; readonly object: PowerPortNested } | { readonly object_type: 'dcim.poweroutlet'; readonly object_id: number; readonly object: PowerOutletNested } | { readonly object_type: 'dcim.frontport'; readonly object_id: number; readonly object: FrontPortNested } | { readonly object_type: 'dcim.rearport'; readonly object_id: number; readonly object: RearPortNested } | { readonly object_type: 'dcim.powerfeed'; readonly object_id: number; readonly object: PowerFeedNested } | { readonly object_type: 'circuits.circuittermination'; readonly object_id: number; readonly object: CircuitTerminationNested })[];
  readonly b_terminations: readonly ({ readonly object_type: 'dcim.interface'; readonly object_id: number; readonly object: InterfaceNested } | { readonly object_type: 'dcim.consoleport'; readonly object_id: number; readonly object: ConsolePortNested } | { readonly object_type: 'dcim.consoleserverport'; readonly object_id: number; readonly object: ConsoleServerPortNested } | { readonly object_type: 'dcim.powerport'; readonly object_id: number; readonly object: PowerPortNested } | { readonly object_type: 'dcim.poweroutlet'; readonly object_id: number; readonly object: PowerOutletNested } | { readonly object_type: 'dcim.frontport'; readonly object_id: number; readonly object: FrontPortNested } | { readonly object_type: 'dcim.rearport'; readonly object_id: number; readonly object: RearPortNested } | { readonly object_type: 'dcim.powerfeed'; readonly object_id: number; readonly object: PowerFeedNested } | { readonly object_type: 'circuits.circuittermination'; readonly object_id: number; readonly object: CircuitTerminationNested })[];
  readonly status: ChoiceRecord<ChoiceValue<'dcim.link_status'>>;
  readonly profile: ChoiceRecord<ChoiceValue<'dcim.cable_profile'>> | null;
  readonly tenant: TenantNested | null;
  readonly bundle: CableBundleNested | null;
  readonly label: string;
  readonly color: string;
  readonly length: number | null;
  readonly length_unit: ChoiceRecord<ChoiceValue<'dcim.cable_length_unit'>> | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type CableBrief = Pick<CableRecord, 'id' | 'url' | 'display' | 'label' | 'description'>;

/** A cable embedded in another object. */
export type CableNested = Pick<CableRecord, 'id' | 'url' | 'display' | 'label' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CableInput {
  readonly type?: ChoiceValue<'dcim.cable_type'> | '' | null;
  readonly a_terminations?: readonly { readonly object_type: 'dcim.interface' | 'dcim.consoleport' | 'dcim.consoleserverport' | 'dcim.powerport' | 'dcim.poweroutlet' | 'dcim.frontport' | 'dcim.rearport' | 'dcim.powerfeed' | 'circuits.circuittermination'; readonly object_id: number }[];
  readonly b_terminations?: readonly { readonly object_type: 'dcim.interface' | 'dcim.consoleport' | 'dcim.consoleserverport' | 'dcim.powerport' | 'dcim.poweroutlet' | 'dcim.frontport' | 'dcim.rearport' | 'dcim.powerfeed' | 'circuits.circuittermination'; readonly object_id: number }[];
  readonly status?: ChoiceValue<'dcim.link_status'>;
  readonly profile?: ChoiceValue<'dcim.cable_profile'> | '';
  readonly tenant?: Reference | null;
  readonly bundle?: Reference | null;
  readonly label?: string;
  readonly color?: string;
  readonly length?: number | null;
  readonly length_unit?: ChoiceValue<'dcim.cable_length_unit'> | '' | null;
  readonly description?: string;
  readonly comments?: string;
  readonly tags?: readonly Reference[];
  readonly custom_fields?: Readonly<Record<string, unknown>>;
  /** Tags to add to the stored ones (not with `tags`). */
  readonly add_tags?: readonly Reference[];
  /** Tags to remove from the stored ones (updates only). */
  readonly remove_tags?: readonly Reference[];
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type CableFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly type: readonly ['choice', ChoiceValue<'dcim.cable_type'> | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'dcim.link_status'> | 'null'];
  readonly profile: readonly ['choice', ChoiceValue<'dcim.cable_profile'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly bundle_id: readonly ['related', number | 'null'];
  readonly label: readonly ['string', string];
  readonly color: readonly ['string', string];
  readonly length: readonly ['decimal', number];
  readonly length_unit: readonly ['choice', ChoiceValue<'dcim.cable_length_unit'> | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly termination_a_type: readonly ['plugin', string | number];
  readonly termination_a_id: readonly ['plugin', string | number];
  readonly termination_b_type: readonly ['plugin', string | number];
  readonly termination_b_id: readonly ['plugin', string | number];
  readonly unterminated: readonly ['plugin', string | number];
  readonly bundle: readonly ['related', string | 'null'];
  readonly device_id: readonly ['related', number | 'null'];
  readonly device: readonly ['related', string | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly rack: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
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
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CableRow {
  readonly id: number;
  readonly type: ChoiceValue<'dcim.cable_type'> | '' | null;
  readonly status: ChoiceValue<'dcim.link_status'>;
  readonly profile: ChoiceValue<'dcim.cable_profile'> | '';
  readonly tenant_id: number | null;
  readonly bundle_id: number | null;
  readonly label: string;
  readonly color: string;
  readonly length: number | null;
  readonly length_unit: ChoiceValue<'dcim.cable_length_unit'> | '' | null;
  readonly _abs_length: number | null;
  readonly description: string;
  readonly comments: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CableValues {
  type?: ChoiceValue<'dcim.cable_type'> | '' | null;
  a_terminations?: readonly { readonly type: 'dcim.interface' | 'dcim.consoleport' | 'dcim.consoleserverport' | 'dcim.powerport' | 'dcim.poweroutlet' | 'dcim.frontport' | 'dcim.rearport' | 'dcim.powerfeed' | 'circuits.circuittermination'; readonly id: number }[];
  b_terminations?: readonly { readonly type: 'dcim.interface' | 'dcim.consoleport' | 'dcim.consoleserverport' | 'dcim.powerport' | 'dcim.poweroutlet' | 'dcim.frontport' | 'dcim.rearport' | 'dcim.powerfeed' | 'circuits.circuittermination'; readonly id: number }[];
  status: ChoiceValue<'dcim.link_status'>;
  profile: ChoiceValue<'dcim.cable_profile'> | '';
  tenant?: number | null;
  bundle: number | null;
  label: string;
  color: string;
  length?: number | null;
  length_unit?: ChoiceValue<'dcim.cable_length_unit'> | '' | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface CablePlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: { readonly a_terminations: readonly { readonly type: string; readonly id: number }[] | null; readonly b_terminations: readonly { readonly type: string; readonly id: number }[] | null; };
  readonly filters: 'termination_a_type' | 'termination_a_id' | 'termination_b_type' | 'termination_b_id' | 'unterminated';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CableTypes {
  readonly key: 'dcim.cable';
  readonly record: CableRecord;
  readonly brief: CableBrief;
  readonly nested: CableNested;
  readonly input: CableInput;
  readonly filters: CableFilters;
  readonly row: CableRow;
  readonly values: CableValues;
  readonly plugin: CablePlugin;
}

export const cableModel = {
  key: 'dcim.cable',
  app: 'dcim',
  model: 'cable',
  className: 'Cable',
  path: 'cables',
  table: 'dcim_cable',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'cable',
  verboseNamePlural: 'cables',
  description: 'A physical connection between two sets of endpoints (its A and B terminations).',
  source: 'schema/models/dcim/cable.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{label}', '#{id}'],
  ordering: ['id'],
  fields: [
    {
      name: 'type',
      type: 'choice',
      column: 'type',
      label: 'type',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cable_type',
      plainChoice: true,
    },
    {
      name: 'a_terminations',
      type: 'generic_list',
      column: null,
      label: 'A terminations',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      unstored: true,
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
    },
    {
      name: 'b_terminations',
      type: 'generic_list',
      column: null,
      label: 'B terminations',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      unstored: true,
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
    },
    {
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'connected',
      choices: 'dcim.link_status',
    },
    {
      name: 'profile',
      type: 'choice',
      column: 'profile',
      label: 'profile',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      choices: 'dcim.cable_profile',
    },
    {
      name: 'tenant',
      type: 'fk',
      column: 'tenant_id',
      label: 'tenant',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'tenancy.tenant',
      onDelete: 'protect',
    },
    {
      name: 'bundle',
      type: 'fk',
      column: 'bundle_id',
      label: 'bundle',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      to: 'dcim.cablebundle',
      onDelete: 'set_null',
    },
    {
      name: 'label',
      type: 'string',
      column: 'label',
      label: 'label',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 100,
    },
    {
      name: 'color',
      type: 'color',
      column: 'color',
      label: 'color',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 6,
    },
    {
      name: 'length',
      type: 'decimal',
      column: 'length',
      label: 'length',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      digits: 8,
      places: 2,
    },
    {
      name: 'length_unit',
      type: 'choice',
      column: 'length_unit',
      label: 'length unit',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cable_length_unit',
    },
    {
      name: '_abs_length',
      type: 'decimal',
      column: '_abs_length',
      label: ' abs length',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      digits: 14,
      places: 4,
    },
    {
      name: 'description',
      type: 'string',
      column: 'description',
      label: 'description',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 200,
    },
    {
      name: 'comments',
      type: 'text',
      column: 'comments',
      label: 'comments',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
    },
    {
      name: 'tags',
      type: 'tags',
      column: null,
      label: 'tags',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'extras.tag',
    },
    {
      name: 'custom_fields',
      type: 'custom_fields',
      column: 'custom_field_data',
      label: 'custom fields',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: {},
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
  computed: [
    {
      name: 'a_terminations',
      kind: 'plugin',
      label: 'A terminations',
      valueType: 'objects',
      objects: {
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
        generic: true,
        nullable: false,
      },
      inNested: false,
    },
    {
      name: 'b_terminations',
      kind: 'plugin',
      label: 'B terminations',
      valueType: 'objects',
      objects: {
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
        generic: true,
        nullable: false,
      },
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'type',
    'a_terminations',
    'b_terminations',
    'status',
    'profile',
    'tenant',
    'bundle',
    'label',
    'color',
    'length',
    'length_unit',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'label', 'description'],
  nested: ['id', 'url', 'display', 'label', 'description'],
  uniques: [],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'profile', kind: 'choice', field: 'profile' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cable', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cable', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'bundle_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cable', column: 'bundle_id', to: 'dcim.cablebundle' },
        ],
      ],
      attr: 'id',
    },
    { name: 'label', kind: 'string', field: 'label' },
    { name: 'color', kind: 'string', field: 'color' },
    { name: 'length', kind: 'decimal', field: 'length' },
    { name: 'length_unit', kind: 'choice', field: 'length_unit' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cable', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'tenant_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cable', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'termination_a_type', kind: 'plugin' },
    { name: 'termination_a_id', kind: 'plugin' },
    { name: 'termination_b_type', kind: 'plugin' },
    { name: 'termination_b_id', kind: 'plugin' },
    { name: 'unterminated', kind: 'plugin' },
    {
      name: 'bundle',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cable', column: 'bundle_id', to: 'dcim.cablebundle' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'rack_id',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
          { via: 'fk', model: 'dcim.cabletermination', column: '_site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'consoleport_id',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
          { via: 'reverse', model: 'dcim.cable', column: 'cable_id', to: 'dcim.cabletermination' },
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
  search: ['label', 'description'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: {
    'computed.a_terminations': 'schema/models/dcim/cable.yaml:13',
    'computed.b_terminations': 'schema/models/dcim/cable.yaml:14',
    'filters.termination_a_id': 'schema/models/dcim/cable.yaml:32',
    'filters.termination_a_type': 'schema/models/dcim/cable.yaml:31',
    'filters.termination_b_id': 'schema/models/dcim/cable.yaml:34',
    'filters.termination_b_type': 'schema/models/dcim/cable.yaml:33',
    'filters.unterminated': 'schema/models/dcim/cable.yaml:35',
    'rules.after_save': 'schema/models/dcim/cable.yaml:26',
    'rules.clean': 'schema/models/dcim/cable.yaml:26',
  },
} as const satisfies ModelMeta;
