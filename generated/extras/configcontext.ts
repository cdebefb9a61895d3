// Code generated from schema/models/extras/configcontext.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { DeviceRoleNested } from '../dcim/devicerole.js';
import type { DeviceTypeNested } from '../dcim/devicetype.js';
import type { LocationNested } from '../dcim/location.js';
import type { PlatformNested } from '../dcim/platform.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { TenantGroupNested } from '../tenancy/tenantgroup.js';
import type { ClusterNested } from '../virtualization/cluster.js';
import type { ClusterGroupNested } from '../virtualization/clustergroup.js';
import type { ClusterTypeNested } from '../virtualization/clustertype.js';

/** The complete representation of a config context, as the API returns it. */
export interface ConfigContextRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly weight: number;
  readonly description: string;
  readonly is_active: boolean;
  readonly regions: readonly RegionNested[];
  readonly site_groups: readonly SiteGroupNested[];
  readonly sites: readonly SiteNested[];
  readonly locations: readonly LocationNested[];
  readonly device_types: readonly DeviceTypeNested[];
  readonly roles: readonly DeviceRoleNested[];
  readonly platforms: readonly PlatformNested[];
  readonly cluster_types: readonly ClusterTypeNested[];
  readonly cluster_groups: readonly ClusterGroupNested[];
  readonly clusters: readonly ClusterNested[];
  readonly tenant_groups: readonly TenantGroupNested[];
  readonly tenants: readonly TenantNested[];
  readonly tags: readonly string[];
  readonly data_source: null;
  readonly data_path: string;
  readonly data_file: null;
  readonly data_synced: null;
  readonly data: unknown;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ConfigContextBrief = Pick<ConfigContextRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A config context embedded in another object. */
export type ConfigContextNested = Pick<ConfigContextRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ConfigContextInput {
  readonly name: string;
  readonly weight?: number;
  readonly is_active?: boolean;
  readonly regions?: readonly Reference[];
  readonly site_groups?: readonly Reference[];
  readonly sites?: readonly Reference[];
  readonly locations?: readonly Reference[];
  readonly device_types?: readonly Reference[];
  readonly roles?: readonly Reference[];
  readonly platforms?: readonly Reference[];
  readonly cluster_types?: readonly Reference[];
  readonly cluster_groups?: readonly Reference[];
  readonly clusters?: readonly Reference[];
  readonly tenant_groups?: readonly Reference[];
  readonly tenants?: readonly Reference[];
  readonly tags?: readonly string[];
  readonly data: unknown;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type ConfigContextFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly weight: readonly ['number', number];
  readonly is_active: readonly ['boolean', boolean];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly device_role_id: readonly ['related', number | 'null'];
  readonly device_role: readonly ['related', string | 'null'];
  readonly platform_id: readonly ['related', number | 'null'];
  readonly platform: readonly ['related', string | 'null'];
  readonly cluster_type_id: readonly ['related', number | 'null'];
  readonly cluster_type: readonly ['related', string | 'null'];
  readonly cluster_group_id: readonly ['related', number | 'null'];
  readonly cluster_group: readonly ['related', string | 'null'];
  readonly cluster_id: readonly ['related', number | 'null'];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly tag_id: readonly ['related', number | 'null'];
  readonly tag: readonly ['related', string | 'null'];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ConfigContextRow {
  readonly id: number;
  readonly name: string;
  readonly weight: number;
  readonly is_active: boolean | 0 | 1;
  readonly data: string;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface ConfigContextValues {
  name: string;
  weight: number;
  is_active: boolean;
  data: unknown;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface ConfigContextPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ConfigContextTypes {
  readonly key: 'extras.configcontext';
  readonly record: ConfigContextRecord;
  readonly brief: ConfigContextBrief;
  readonly nested: ConfigContextNested;
  readonly input: ConfigContextInput;
  readonly filters: ConfigContextFilters;
  readonly row: ConfigContextRow;
  readonly values: ConfigContextValues;
  readonly plugin: ConfigContextPlugin;
}

export const configContextModel = {
  key: 'extras.configcontext',
  app: 'extras',
  model: 'configcontext',
  className: 'ConfigContext',
  path: 'config-contexts',
  table: 'extras_configcontext',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'config context',
  verboseNamePlural: 'config contexts',
  description: 'JSON data merged into the rendered configuration context of the devices and virtual machines it applies to.',
  source: 'schema/models/extras/configcontext.yaml',
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
      name: 'is_active',
      type: 'boolean',
      column: 'is_active',
      label: 'is active',
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
      name: 'regions',
      type: 'm2m',
      column: null,
      label: 'regions',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.region',
      through: { table: 'extras_configcontext_regions', source: 'configcontext_id', target: 'region_id' },
    },
    {
      name: 'site_groups',
      type: 'm2m',
      column: null,
      label: 'site groups',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.sitegroup',
      through: {
        table: 'extras_configcontext_site_groups',
        source: 'configcontext_id',
        target: 'sitegroup_id',
      },
    },
    {
      name: 'sites',
      type: 'm2m',
      column: null,
      label: 'sites',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.site',
      through: { table: 'extras_configcontext_sites', source: 'configcontext_id', target: 'site_id' },
    },
    {
      name: 'locations',
      type: 'm2m',
      column: null,
      label: 'locations',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.location',
      through: { table: 'extras_configcontext_locations', source: 'configcontext_id', target: 'location_id' },
    },
    {
      name: 'device_types',
      type: 'm2m',
      column: null,
      label: 'device types',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.devicetype',
      through: {
        table: 'extras_configcontext_device_types',
        source: 'configcontext_id',
        target: 'devicetype_id',
      },
    },
    {
      name: 'roles',
      type: 'm2m',
      column: null,
      label: 'roles',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.devicerole',
      through: { table: 'extras_configcontext_roles', source: 'configcontext_id', target: 'devicerole_id' },
    },
    {
      name: 'platforms',
      type: 'm2m',
      column: null,
      label: 'platforms',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.platform',
      through: { table: 'extras_configcontext_platforms', source: 'configcontext_id', target: 'platform_id' },
    },
    {
      name: 'cluster_types',
      type: 'm2m',
      column: null,
      label: 'cluster types',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'virtualization.clustertype',
      through: {
        table: 'extras_configcontext_cluster_types',
        source: 'configcontext_id',
        target: 'clustertype_id',
      },
    },
    {
      name: 'cluster_groups',
      type: 'm2m',
      column: null,
      label: 'cluster groups',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'virtualization.clustergroup',
      through: {
        table: 'extras_configcontext_cluster_groups',
        source: 'configcontext_id',
        target: 'clustergroup_id',
      },
    },
    {
      name: 'clusters',
      type: 'm2m',
      column: null,
      label: 'clusters',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'virtualization.cluster',
      through: { table: 'extras_configcontext_clusters', source: 'configcontext_id', target: 'cluster_id' },
    },
    {
      name: 'tenant_groups',
      type: 'm2m',
      column: null,
      label: 'tenant groups',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'tenancy.tenantgroup',
      through: {
        table: 'extras_configcontext_tenant_groups',
        source: 'configcontext_id',
        target: 'tenantgroup_id',
      },
    },
    {
      name: 'tenants',
      type: 'm2m',
      column: null,
      label: 'tenants',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'tenancy.tenant',
      through: { table: 'extras_configcontext_tenants', source: 'configcontext_id', target: 'tenant_id' },
    },
    {
      name: 'tags',
      type: 'm2m',
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
      flat: 'slug',
      through: { table: 'extras_configcontext_tags', source: 'configcontext_id', target: 'tag_id' },
    },
    {
      name: 'data',
      type: 'json',
      column: 'data',
      label: 'data',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      name: 'data_source',
      kind: 'constant',
      label: 'data source',
      valueType: 'json',
      value: null,
      inNested: true,
    },
    {
      name: 'data_path',
      kind: 'constant',
      label: 'data path',
      valueType: 'string',
      value: '',
      inNested: true,
    },
    {
      name: 'data_file',
      kind: 'constant',
      label: 'data file',
      valueType: 'json',
      value: null,
      inNested: true,
    },
    {
      name: 'data_synced',
      kind: 'constant',
      label: 'date synced',
      valueType: 'string',
      value: null,
      inNested: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'weight',
    'description',
    'is_active',
    'regions',
    'site_groups',
    'sites',
    'locations',
    'device_types',
    'roles',
    'platforms',
    'cluster_types',
    'cluster_groups',
    'clusters',
    'tenant_groups',
    'tenants',
    'tags',
    'data_source',
    'data_path',
    'data_file',
    'data_synced',
    'data',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'extras_configcontext_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'config context with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [
    ['weight', 'name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'weight', kind: 'number', field: 'weight' },
    { name: 'is_active', kind: 'boolean', field: 'is_active' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_regions',
              source: 'configcontext_id',
              target: 'region_id',
            },
            to: 'dcim.region',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'region',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_regions',
              source: 'configcontext_id',
              target: 'region_id',
            },
            to: 'dcim.region',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'site_group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_site_groups',
              source: 'configcontext_id',
              target: 'sitegroup_id',
            },
            to: 'dcim.sitegroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site_group',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_site_groups',
              source: 'configcontext_id',
              target: 'sitegroup_id',
            },
            to: 'dcim.sitegroup',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: { table: 'extras_configcontext_sites', source: 'configcontext_id', target: 'site_id' },
            to: 'dcim.site',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: { table: 'extras_configcontext_sites', source: 'configcontext_id', target: 'site_id' },
            to: 'dcim.site',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_locations',
              source: 'configcontext_id',
              target: 'location_id',
            },
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_locations',
              source: 'configcontext_id',
              target: 'location_id',
            },
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_device_types',
              source: 'configcontext_id',
              target: 'devicetype_id',
            },
            to: 'dcim.devicetype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_role_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_roles',
              source: 'configcontext_id',
              target: 'devicerole_id',
            },
            to: 'dcim.devicerole',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_role',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_roles',
              source: 'configcontext_id',
              target: 'devicerole_id',
            },
            to: 'dcim.devicerole',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'platform_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_platforms',
              source: 'configcontext_id',
              target: 'platform_id',
            },
            to: 'dcim.platform',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'platform',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_platforms',
              source: 'configcontext_id',
              target: 'platform_id',
            },
            to: 'dcim.platform',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'cluster_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_cluster_types',
              source: 'configcontext_id',
              target: 'clustertype_id',
            },
            to: 'virtualization.clustertype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster_type',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_cluster_types',
              source: 'configcontext_id',
              target: 'clustertype_id',
            },
            to: 'virtualization.clustertype',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'cluster_group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_cluster_groups',
              source: 'configcontext_id',
              target: 'clustergroup_id',
            },
            to: 'virtualization.clustergroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster_group',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_cluster_groups',
              source: 'configcontext_id',
              target: 'clustergroup_id',
            },
            to: 'virtualization.clustergroup',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'cluster_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_clusters',
              source: 'configcontext_id',
              target: 'cluster_id',
            },
            to: 'virtualization.cluster',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_tenant_groups',
              source: 'configcontext_id',
              target: 'tenantgroup_id',
            },
            to: 'tenancy.tenantgroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant_group',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_tenant_groups',
              source: 'configcontext_id',
              target: 'tenantgroup_id',
            },
            to: 'tenancy.tenantgroup',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_tenants',
              source: 'configcontext_id',
              target: 'tenant_id',
            },
            to: 'tenancy.tenant',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: {
              table: 'extras_configcontext_tenants',
              source: 'configcontext_id',
              target: 'tenant_id',
            },
            to: 'tenancy.tenant',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'tag_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: { table: 'extras_configcontext_tags', source: 'configcontext_id', target: 'tag_id' },
            to: 'extras.tag',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tag',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'extras.configcontext',
            through: { table: 'extras_configcontext_tags', source: 'configcontext_id', target: 'tag_id' },
            to: 'extras.tag',
          },
        ],
      ],
      attr: 'slug',
    },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/extras/configcontext.yaml:37' },
} as const satisfies ModelMeta;
