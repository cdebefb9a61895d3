// Code generated from schema/models/extras/eventrule.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { NotificationGroupNested } from './notificationgroup.js';
import type { TagNested } from './tag.js';
import type { WebhookNested } from './webhook.js';

/** The complete representation of a event rule, as the API returns it. */
export interface EventRuleRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly object_types: readonly string[];
  readonly name: string;
  readonly enabled: boolean;
  readonly event_types: unknown;
  readonly conditions: unknown;
  readonly action_type: ChoiceRecord<ChoiceValue<'extras.event_rule_action_type'>>;
  readonly action_object_type: string | null;
  readonly action_object_id: number | null;
  readonly action_object: WebhookNested | NotificationGroupNested | null;
  readonly action_is_available: boolean;
  readonly description: string;
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly tags: readonly TagNested[];
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type EventRuleBrief = Pick<EventRuleRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A event rule embedded in another object. */
export type EventRuleNested = Pick<EventRuleRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface EventRuleInput {
  readonly object_types: readonly string[];
  readonly name: string;
  readonly enabled?: boolean;
  readonly event_types: unknown;
  readonly conditions?: unknown;
  readonly action_type?: ChoiceValue<'extras.event_rule_action_type'>;
  readonly action_object_type?: string | null;
  readonly action_object_id?: number | null;
  readonly description?: string;
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
export type EventRuleFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly enabled: readonly ['boolean', boolean];
  readonly action_type: readonly ['choice', ChoiceValue<'extras.event_rule_action_type'> | 'null'];
  readonly action_object_type: readonly ['string', string];
  readonly action_object_id: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly object_type: readonly ['plugin', string | number];
  readonly object_type_id: readonly ['plugin', string | number];
  readonly event_type: readonly ['plugin', string | number];
  readonly action_is_available: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface EventRuleRow {
  readonly id: number;
  readonly object_types: string;
  readonly name: string;
  readonly enabled: boolean | 0 | 1;
  readonly event_types: string;
  readonly conditions: string | null;
  readonly action_type: ChoiceValue<'extras.event_rule_action_type'>;
  readonly action_object_type: string | null;
  readonly action_object_id: number | null;
  readonly action_data: string | null;
  readonly description: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface EventRuleValues {
  object_types: string[];
  name: string;
  enabled: boolean;
  event_types: unknown;
  conditions: unknown;
  action_type: ChoiceValue<'extras.event_rule_action_type'>;
  action_object_type: string | null;
  action_object_id: number | null;
  action_data?: unknown;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface EventRulePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'object_type' | 'object_type_id' | 'event_type' | 'action_is_available';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface EventRuleTypes {
  readonly key: 'extras.eventrule';
  readonly record: EventRuleRecord;
  readonly brief: EventRuleBrief;
  readonly nested: EventRuleNested;
  readonly input: EventRuleInput;
  readonly filters: EventRuleFilters;
  readonly row: EventRuleRow;
  readonly values: EventRuleValues;
  readonly plugin: EventRulePlugin;
}

export const eventRuleModel = {
  key: 'extras.eventrule',
  app: 'extras',
  model: 'eventrule',
  className: 'EventRule',
  path: 'event-rules',
  table: 'extras_eventrule',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'event rule',
  verboseNamePlural: 'event rules',
  description: 'An action taken when objects of some types are created, updated or deleted.',
  source: 'schema/models/extras/eventrule.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['name'],
  fields: [
    {
      name: 'object_types',
      type: 'content_types',
      column: 'object_types',
      label: 'object types',
      helpText: 'The object(s) to which this rule applies.',
      required: true,
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
        'dcim.cabletermination',
        'dcim.consoleport',
        'dcim.consoleporttemplate',
        'dcim.consoleserverport',
        'dcim.consoleserverporttemplate',
        'dcim.coolingfeed',
        'dcim.coolingintake',
        'dcim.coolingintaketemplate',
        'dcim.coolingoutflow',
        'dcim.coolingoutflowtemplate',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.devicebay',
        'dcim.devicebaytemplate',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.frontport',
        'dcim.frontporttemplate',
        'dcim.interface',
        'dcim.interfacetemplate',
        'dcim.inventoryitem',
        'dcim.inventoryitemrole',
        'dcim.inventoryitemtemplate',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.module',
        'dcim.modulebay',
        'dcim.modulebaytemplate',
        'dcim.modulebaytype',
        'dcim.moduletype',
        'dcim.moduletypeprofile',
        'dcim.platform',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.poweroutlettemplate',
        'dcim.powerpanel',
        'dcim.powerport',
        'dcim.powerporttemplate',
        'dcim.rack',
        'dcim.rackgroup',
        'dcim.rackreservation',
        'dcim.rackrole',
        'dcim.racktype',
        'dcim.rearport',
        'dcim.rearporttemplate',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'dcim.virtualdevicecontext',
        'extras.configcontext',
        'extras.customfield',
        'extras.customfieldchoiceset',
        'extras.eventrule',
        'extras.journalentry',
        'extras.tag',
        'extras.webhook',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.fhrpgroup',
        'ipam.fhrpgroupassignment',
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
      maxLength: 150,
    },
    {
      name: 'enabled',
      type: 'boolean',
      column: 'enabled',
      label: 'enabled',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: true,
    },
    {
      name: 'event_types',
      type: 'json',
      column: 'event_types',
      label: 'event types',
      helpText: 'The types of event which will trigger this rule.',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'conditions',
      type: 'json',
      column: 'conditions',
      label: 'conditions',
      helpText: 'A set of conditions which determine whether the event will be generated.',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
    },
    {
      name: 'action_type',
      type: 'choice',
      column: 'action_type',
      label: 'action type',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'webhook',
      choices: 'extras.event_rule_action_type',
    },
    {
      name: 'action_object_type',
      type: 'content_type',
      column: 'action_object_type',
      label: 'action object type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
      targets: ['extras.webhook', 'extras.notificationgroup'],
      generic: 'action_object',
    },
    {
      name: 'action_object_id',
      type: 'bigint',
      column: 'action_object_id',
      label: 'action object id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      min: 0,
      generic: 'action_object',
    },
    {
      name: 'action_object',
      type: 'generic',
      column: null,
      label: 'action object',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['extras.webhook', 'extras.notificationgroup'],
      parts: { type: 'action_object_type', id: 'action_object_id' },
    },
    {
      name: 'action_data',
      type: 'json',
      column: 'action_data',
      label: 'data',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: null,
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
      name: 'action_is_available',
      kind: 'constant',
      label: 'action is available',
      valueType: 'boolean',
      value: true,
      inNested: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'object_types',
    'name',
    'enabled',
    'event_types',
    'conditions',
    'action_type',
    'action_object_type',
    'action_object_id',
    'action_object',
    'action_is_available',
    'description',
    'custom_fields',
    'tags',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'extras_eventrule_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'event rule with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [
    ['action_object_type', 'action_object_id'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'action_type', kind: 'choice', field: 'action_type' },
    { name: 'action_object_type', kind: 'string', field: 'action_object_type' },
    { name: 'action_object_id', kind: 'number', field: 'action_object_id' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'object_type', kind: 'plugin' },
    { name: 'object_type_id', kind: 'plugin' },
    { name: 'event_type', kind: 'plugin' },
    { name: 'action_is_available', kind: 'plugin' },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.action_is_available': 'schema/models/extras/eventrule.yaml:39',
    'filters.event_type': 'schema/models/extras/eventrule.yaml:37',
    'filters.object_type': 'schema/models/extras/eventrule.yaml:34',
    'filters.object_type_id': 'schema/models/extras/eventrule.yaml:35',
    'rules.clean': 'schema/models/extras/eventrule.yaml:13',
  },
} as const satisfies ModelMeta;
