// Code generated from schema/models/extras/customfield.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CustomFieldChoiceSetNested } from './customfieldchoiceset.js';

/** The complete representation of a custom field, as the API returns it. */
export interface CustomFieldRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly object_types: readonly string[];
  readonly type: ChoiceRecord<ChoiceValue<'extras.custom_field_type'>>;
  readonly related_object_type: string | null;
  readonly data_type: string | null;
  readonly name: string;
  readonly label: string;
  readonly group_name: string;
  readonly description: string;
  readonly required: boolean;
  readonly unique: boolean;
  readonly search_weight: number;
  readonly filter_logic: ChoiceRecord<ChoiceValue<'extras.custom_field_filter_logic'>>;
  readonly ui_visible: ChoiceRecord<ChoiceValue<'extras.custom_field_ui_visible'>>;
  readonly ui_editable: ChoiceRecord<ChoiceValue<'extras.custom_field_ui_editable'>>;
  readonly is_cloneable: boolean;
  readonly default: unknown;
  readonly related_object_filter: unknown;
  readonly weight: number;
  readonly validation_minimum: number | null;
  readonly validation_maximum: number | null;
  readonly validation_regex: string;
  readonly choice_set: CustomFieldChoiceSetNested | null;
  readonly comments: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type CustomFieldBrief = Pick<CustomFieldRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A custom field embedded in another object. */
export type CustomFieldNested = Pick<CustomFieldRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CustomFieldInput {
  readonly object_types: readonly string[];
  readonly type?: ChoiceValue<'extras.custom_field_type'>;
  readonly related_object_type?: string | null;
  readonly name: string;
  readonly label?: string;
  readonly group_name?: string;
  readonly required?: boolean;
  readonly unique?: boolean;
  readonly search_weight?: number;
  readonly filter_logic?: ChoiceValue<'extras.custom_field_filter_logic'>;
  readonly ui_visible?: ChoiceValue<'extras.custom_field_ui_visible'>;
  readonly ui_editable?: ChoiceValue<'extras.custom_field_ui_editable'>;
  readonly is_cloneable?: boolean;
  readonly default?: unknown;
  readonly related_object_filter?: unknown;
  readonly weight?: number;
  readonly validation_minimum?: number | null;
  readonly validation_maximum?: number | null;
  readonly validation_regex?: string;
  readonly choice_set?: Reference | null;
  readonly description?: string;
  readonly comments?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type CustomFieldFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly type: readonly ['choice', ChoiceValue<'extras.custom_field_type'> | 'null'];
  readonly related_object_type: readonly ['string', string];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly group_name: readonly ['string', string];
  readonly required: readonly ['boolean', boolean];
  readonly unique: readonly ['boolean', boolean];
  readonly search_weight: readonly ['number', number];
  readonly filter_logic: readonly ['choice', ChoiceValue<'extras.custom_field_filter_logic'> | 'null'];
  readonly ui_visible: readonly ['choice', ChoiceValue<'extras.custom_field_ui_visible'> | 'null'];
  readonly ui_editable: readonly ['choice', ChoiceValue<'extras.custom_field_ui_editable'> | 'null'];
  readonly is_cloneable: readonly ['boolean', boolean];
  readonly weight: readonly ['number', number];
  readonly validation_minimum: readonly ['decimal', number];
  readonly validation_maximum: readonly ['decimal', number];
  readonly validation_regex: readonly ['string', string];
  readonly choice_set_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly object_type: readonly ['plugin', string | number];
  readonly object_type_id: readonly ['plugin', string | number];
  readonly choice_set: readonly ['related', string | 'null'];
  readonly related_object_type_id: readonly ['object_type_id', number];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CustomFieldRow {
  readonly id: number;
  readonly object_types: string;
  readonly type: ChoiceValue<'extras.custom_field_type'>;
  readonly related_object_type: string | null;
  readonly name: string;
  readonly label: string;
  readonly group_name: string;
  readonly required: boolean | 0 | 1;
  readonly unique: boolean | 0 | 1;
  readonly search_weight: number;
  readonly filter_logic: ChoiceValue<'extras.custom_field_filter_logic'>;
  readonly ui_visible: ChoiceValue<'extras.custom_field_ui_visible'>;
  readonly ui_editable: ChoiceValue<'extras.custom_field_ui_editable'>;
  readonly is_cloneable: boolean | 0 | 1;
  readonly default: string | null;
  readonly related_object_filter: string | null;
  readonly weight: number;
  readonly validation_minimum: number | null;
  readonly validation_maximum: number | null;
  readonly validation_regex: string;
  readonly choice_set_id: number | null;
  readonly description: string;
  readonly comments: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CustomFieldValues {
  object_types: string[];
  type: ChoiceValue<'extras.custom_field_type'>;
  related_object_type: string | null;
  name: string;
  label: string;
  group_name: string;
  required: boolean;
  unique: boolean;
  search_weight: number;
  filter_logic: ChoiceValue<'extras.custom_field_filter_logic'>;
  ui_visible: ChoiceValue<'extras.custom_field_ui_visible'>;
  ui_editable: ChoiceValue<'extras.custom_field_ui_editable'>;
  is_cloneable: boolean;
  default?: unknown;
  related_object_filter?: unknown;
  weight: number;
  validation_minimum?: number | null;
  validation_maximum?: number | null;
  validation_regex: string;
  choice_set?: number | null;
  description: string;
  comments: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface CustomFieldPlugin {
  readonly rules: 'clean' | 'display';
  readonly computed: { readonly data_type: string | null; };
  readonly filters: 'object_type' | 'object_type_id';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CustomFieldTypes {
  readonly key: 'extras.customfield';
  readonly record: CustomFieldRecord;
  readonly brief: CustomFieldBrief;
  readonly nested: CustomFieldNested;
  readonly input: CustomFieldInput;
  readonly filters: CustomFieldFilters;
  readonly row: CustomFieldRow;
  readonly values: CustomFieldValues;
  readonly plugin: CustomFieldPlugin;
}

export const customFieldModel = {
  key: 'extras.customfield',
  app: 'extras',
  model: 'customfield',
  className: 'CustomField',
  path: 'custom-fields',
  table: 'extras_customfield',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'custom field',
  verboseNamePlural: 'custom fields',
  description: 'A field that users add to objects of chosen types, with its type, validation and filter logic.',
  source: 'schema/models/extras/customfield.yaml',
  features: { tags: false, customFields: false, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['group_name', 'weight', 'name'],
  fields: [
    {
      name: 'object_types',
      type: 'content_types',
      column: 'object_types',
      label: 'object types',
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
      name: 'type',
      type: 'choice',
      column: 'type',
      label: 'type',
      helpText: 'The type of data this custom field holds',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: true,
      default: 'text',
      choices: 'extras.custom_field_type',
    },
    {
      name: 'related_object_type',
      type: 'content_type',
      column: 'related_object_type',
      label: 'related object type',
      helpText: 'The type of NetBox object this field maps to (for object fields)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
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
      helpText: 'Internal field name',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 50,
    },
    {
      name: 'label',
      type: 'string',
      column: 'label',
      label: 'label',
      helpText: 'Name of the field as displayed to users (if not provided, \'the field\'s name will be used)',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'group_name',
      type: 'string',
      column: 'group_name',
      label: 'group name',
      helpText: 'Custom fields within the same group will be displayed together',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'required',
      type: 'boolean',
      column: 'required',
      label: 'required',
      helpText: 'This field is required when creating new objects or editing an existing object.',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'unique',
      type: 'boolean',
      column: 'unique',
      label: 'must be unique',
      helpText: 'The value of this field must be unique for the assigned object',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'search_weight',
      type: 'integer',
      column: 'search_weight',
      label: 'search weight',
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
      name: 'filter_logic',
      type: 'choice',
      column: 'filter_logic',
      label: 'filter logic',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'loose',
      choices: 'extras.custom_field_filter_logic',
    },
    {
      name: 'ui_visible',
      type: 'choice',
      column: 'ui_visible',
      label: 'UI visible',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'always',
      choices: 'extras.custom_field_ui_visible',
    },
    {
      name: 'ui_editable',
      type: 'choice',
      column: 'ui_editable',
      label: 'UI editable',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'yes',
      choices: 'extras.custom_field_ui_editable',
    },
    {
      name: 'is_cloneable',
      type: 'boolean',
      column: 'is_cloneable',
      label: 'is cloneable',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'default',
      type: 'json',
      column: 'default',
      label: 'default',
      helpText: 'Default value for the field (must be a JSON value). Encapsulate strings with double quotes (e.g. "Foo").',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'related_object_filter',
      type: 'json',
      column: 'related_object_filter',
      label: 'related object filter',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'weight',
      type: 'integer',
      column: 'weight',
      label: 'display weight',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 100,
      min: 0,
      max: 32767,
    },
    {
      name: 'validation_minimum',
      type: 'decimal',
      column: 'validation_minimum',
      label: 'minimum value',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      digits: 16,
      places: 4,
    },
    {
      name: 'validation_maximum',
      type: 'decimal',
      column: 'validation_maximum',
      label: 'maximum value',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      digits: 16,
      places: 4,
    },
    {
      name: 'validation_regex',
      type: 'string',
      column: 'validation_regex',
      label: 'validation regex',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 500,
    },
    {
      name: 'choice_set',
      type: 'fk',
      column: 'choice_set_id',
      label: 'choice set',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'extras.customfieldchoiceset',
      onDelete: 'protect',
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
    { name: 'data_type', kind: 'plugin', label: 'data type', valueType: 'string', inNested: false },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'object_types',
    'type',
    'related_object_type',
    'data_type',
    'name',
    'label',
    'group_name',
    'description',
    'required',
    'unique',
    'search_weight',
    'filter_logic',
    'ui_visible',
    'ui_editable',
    'is_cloneable',
    'default',
    'related_object_filter',
    'weight',
    'validation_minimum',
    'validation_maximum',
    'validation_regex',
    'choice_set',
    'comments',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'extras_customfield_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'custom field with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [
    ['group_name', 'weight', 'name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'related_object_type', kind: 'string', field: 'related_object_type' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    { name: 'group_name', kind: 'string', field: 'group_name' },
    { name: 'required', kind: 'boolean', field: 'required' },
    { name: 'unique', kind: 'boolean', field: 'unique' },
    { name: 'search_weight', kind: 'number', field: 'search_weight' },
    { name: 'filter_logic', kind: 'choice', field: 'filter_logic' },
    { name: 'ui_visible', kind: 'choice', field: 'ui_visible' },
    { name: 'ui_editable', kind: 'choice', field: 'ui_editable' },
    { name: 'is_cloneable', kind: 'boolean', field: 'is_cloneable' },
    { name: 'weight', kind: 'number', field: 'weight' },
    { name: 'validation_minimum', kind: 'decimal', field: 'validation_minimum' },
    { name: 'validation_maximum', kind: 'decimal', field: 'validation_maximum' },
    { name: 'validation_regex', kind: 'string', field: 'validation_regex' },
    {
      name: 'choice_set_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'extras.customfield',
            column: 'choice_set_id',
            to: 'extras.customfieldchoiceset',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'object_type', kind: 'plugin' },
    { name: 'object_type_id', kind: 'plugin' },
    {
      name: 'choice_set',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'extras.customfield',
            column: 'choice_set_id',
            to: 'extras.customfieldchoiceset',
          },
        ],
      ],
      attr: 'name',
    },
    { name: 'related_object_type_id', kind: 'object_type_id', field: 'related_object_type' },
  ],
  search: ['name', 'label', 'group_name', 'description'],
  searchIndex: null,
  rules: ['clean', 'display'],
  endpoints: [],
  declaredAt: {
    'computed.data_type': 'schema/models/extras/customfield.yaml:33',
    'filters.object_type': 'schema/models/extras/customfield.yaml:39',
    'filters.object_type_id': 'schema/models/extras/customfield.yaml:40',
    'rules.clean': 'schema/models/extras/customfield.yaml:34',
    'rules.display': 'schema/models/extras/customfield.yaml:34',
  },
} as const satisfies ModelMeta;
