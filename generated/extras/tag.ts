// Code generated from schema/models/extras/tag.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, RequestParams } from '../../contract/index.js';

/** The complete representation of a tag, as the API returns it. */
export interface TagRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly color: string;
  readonly description: string;
  readonly weight: number;
  readonly object_types: readonly string[];
  readonly tagged_items: number;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type TagBrief = Pick<TagRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'color' | 'description'>;

/** A tag embedded in another object. */
export type TagNested = Pick<TagRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'slug' | 'color'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TagInput {
  readonly name: string;
  readonly slug: string;
  readonly color?: string;
  readonly description?: string;
  readonly weight?: number;
  readonly object_types?: readonly string[];
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type TagFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly color: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly weight: readonly ['number', number];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly content_type: readonly ['plugin', string | number];
  readonly content_type_id: readonly ['plugin', string | number];
  readonly for_object_type_id: readonly ['plugin', string | number];
  readonly object_types: readonly ['plugin', string | number];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TagRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly color: string;
  readonly description: string;
  readonly weight: number;
  readonly object_types: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface TagValues {
  name: string;
  slug: string;
  color: string;
  description: string;
  weight: number;
  object_types: string[];
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface TagPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'content_type' | 'content_type_id' | 'for_object_type_id' | 'object_types';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface TagTypes {
  readonly key: 'extras.tag';
  readonly record: TagRecord;
  readonly brief: TagBrief;
  readonly nested: TagNested;
  readonly input: TagInput;
  readonly filters: TagFilters;
  readonly row: TagRow;
  readonly values: TagValues;
  readonly plugin: TagPlugin;
}

export const tagModel = {
  key: 'extras.tag',
  app: 'extras',
  model: 'tag',
  className: 'Tag',
  path: 'tags',
  table: 'extras_tag',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'tag',
  verboseNamePlural: 'tags',
  description: 'A label that can be attached to objects of any taggable model.',
  source: 'schema/models/extras/tag.yaml',
  features: { tags: false, customFields: false, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['weight', 'name'],
  fields: [
    {
      name: 'name',
      type: 'string',
      column: 'name',
      label: 'name',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
    },
    {
      name: 'slug',
      type: 'slug',
      column: 'slug',
      label: 'slug',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      default: '9e9e9e',
      maxLength: 6,
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
      name: 'weight',
      type: 'integer',
      column: 'weight',
      label: 'weight',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 1000,
      min: 0,
      max: 32767,
    },
    {
      name: 'object_types',
      type: 'content_types',
      column: 'object_types',
      label: 'object types',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      targets: [
        'circuits.circuit',
        'circuits.circuitgroup',
        'circuits.circuitgroupassignment',
        'circuits.circuittermination',
        'circuits.circuittype',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.providernetwork',
        'circuits.virtualcircuit',
        'circuits.virtualcircuittermination',
        'circuits.virtualcircuittype',
        'dcim.cable',
        'dcim.cablebundle',
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.coolingfeed',
        'dcim.coolingintake',
        'dcim.coolingoutflow',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.devicebay',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.frontport',
        'dcim.interface',
        'dcim.inventoryitem',
        'dcim.inventoryitemrole',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.module',
        'dcim.modulebay',
        'dcim.modulebaytype',
        'dcim.moduletype',
        'dcim.moduletypeprofile',
        'dcim.platform',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.powerpanel',
        'dcim.powerport',
        'dcim.rack',
        'dcim.rackgroup',
        'dcim.rackreservation',
        'dcim.rackrole',
        'dcim.racktype',
        'dcim.rearport',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'dcim.virtualdevicecontext',
        'extras.eventrule',
        'extras.journalentry',
        'extras.webhook',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.fhrpgroup',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.rir',
        'ipam.role',
        'ipam.routetarget',
        'ipam.service',
        'ipam.servicetemplate',
        'ipam.vlan',
        'ipam.vlangroup',
        'ipam.vlantranslationpolicy',
        'ipam.vlantranslationrule',
        'ipam.vrf',
        'tenancy.contact',
        'tenancy.contactassignment',
        'tenancy.contactgroup',
        'tenancy.contactrole',
        'tenancy.tenant',
        'tenancy.tenantgroup',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.clustertype',
        'virtualization.virtualdisk',
        'virtualization.virtualmachine',
        'virtualization.virtualmachinetype',
        'virtualization.vminterface',
        'vpn.ikepolicy',
        'vpn.ikeproposal',
        'vpn.ipsecpolicy',
        'vpn.ipsecprofile',
        'vpn.ipsecproposal',
        'vpn.l2vpn',
        'vpn.l2vpntermination',
        'vpn.tunnel',
        'vpn.tunnelgroup',
        'vpn.tunneltermination',
        'wireless.wirelesslan',
        'wireless.wirelesslangroup',
        'wireless.wirelesslink',
      ],
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
      name: 'tagged_items',
      kind: 'count',
      label: 'tagged items',
      model: 'extras.taggeditem',
      via: 'tag',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'color',
    'description',
    'weight',
    'object_types',
    'tagged_items',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'color', 'description'],
  nested: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'color'],
  uniques: [
    {
      name: 'extras_tag_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'tag with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'extras_tag_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'tag with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [
    ['weight', 'name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'color', kind: 'string', field: 'color' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'weight', kind: 'number', field: 'weight' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'content_type', kind: 'plugin' },
    { name: 'content_type_id', kind: 'plugin' },
    { name: 'for_object_type_id', kind: 'plugin' },
    { name: 'object_types', kind: 'plugin' },
  ],
  search: ['name', 'slug', 'description'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {
    'filters.content_type': 'schema/models/extras/tag.yaml:23',
    'filters.content_type_id': 'schema/models/extras/tag.yaml:24',
    'filters.for_object_type_id': 'schema/models/extras/tag.yaml:26',
    'filters.object_types': 'schema/models/extras/tag.yaml:28',
  },
} as const satisfies ModelMeta;
