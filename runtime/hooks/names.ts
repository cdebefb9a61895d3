// The names model files may use for runtime behaviour (`hooks:`, computed `hook:`, `endpoints:`).
// Plain data, so that the generator can check model files against it without loading the runtime.
export const MODEL_HOOKS = [
  'ipam_aggregate', 'ipam_prefix', 'ipam_ip_range', 'ipam_ip_address', 'ipam_vlan_group', 'ipam_vlan', 'ipam_asn_range',
  'dcim_device', 'dcim_interface', 'dcim_virtual_chassis', 'virtualization_virtual_machine', 'virtualization_cluster',
  'extras_journal_entry', 'tenancy_contact_assignment', 'circuits_circuit_termination', 'circuits_circuit',
  'extras_config_context', 'dcim_mac_address', 'extras_custom_field', 'extras_custom_field_choice_set', 'dcim_rack', 'dcim_location', 'dcim_device_type',
] as const;

export const COMPUTED_HOOKS = [
  'config_context', 'primary_ip', 'vlan_group_utilization', 'cluster_allocated_vcpus', 'cluster_allocated_memory', 'cluster_allocated_disk',
  'asn_range_asn_count', 'custom_field_data_type', 'choice_set_choices_count',
] as const;

export const FILTER_HOOKS = [
  'present_in_vrf', 'vlan_available_on_device', 'vlan_available_at_site', 'vlan_available_on_virtual_machine', 'service_port',
  'ip_range_contains', 'vid_ranges_contain', 'platform_for_device_type', 'tags_in_use_on_type', 'tags_in_use_on_type_id',
  'vc_member', 'vc_member_id', 'vc_member_or_master', 'vc_member_or_master_id',
  'object_type_listed', 'object_type_id_listed', 'usable_on_object_type_id', 'circuit_termination_a', 'circuit_termination_z',
] as const;

export const DISPLAY_HOOKS = ['ip_range', 'asn', 'service', 'object_change', 'custom_field'] as const;

export const ENDPOINT_HANDLERS = [
  'available_prefixes', 'available_ips', 'available_vlans', 'available_asns', 'choice_set_choices',
] as const;

/**
 * What each special endpoint answers, for the API description: GET lists free resources (`list`)
 * or pages through items (`page`), with the properties of each item; POST (when `creates`)
 * allocates one object or a list of that model.
 */
export const ENDPOINT_SHAPES: Readonly<Record<(typeof ENDPOINT_HANDLERS)[number], {
  readonly summary: string;
  readonly get: 'list' | 'page';
  readonly item: Readonly<Record<string, 'integer' | 'string' | 'object'>>;
  readonly creates?: string;
}>> = {
  available_prefixes: { summary: 'Free child prefixes; POST allocates prefixes of the given prefix_length.', get: 'list', item: { family: 'integer', prefix: 'string', vrf: 'object' }, creates: 'ipam.prefix' },
  available_ips: { summary: 'Free addresses; POST allocates the next ones.', get: 'list', item: { family: 'integer', address: 'string', vrf: 'object' }, creates: 'ipam.ipaddress' },
  available_vlans: { summary: 'Free VLAN IDs of the group; POST allocates VLANs (name required).', get: 'list', item: { vid: 'integer', group: 'object' }, creates: 'ipam.vlan' },
  available_asns: { summary: 'Free ASNs of the range; POST allocates ASNs.', get: 'list', item: { rir: 'object', asn: 'integer' }, creates: 'ipam.asn' },
  choice_set_choices: { summary: "The set's choices, filtered by q.", get: 'page', item: { id: 'string', display: 'string' } },
};

export type ModelHookName = (typeof MODEL_HOOKS)[number];
export type ComputedHookName = (typeof COMPUTED_HOOKS)[number];
export type EndpointHandlerName = (typeof ENDPOINT_HANDLERS)[number];
export type DisplayHookName = (typeof DISPLAY_HOOKS)[number];
export type FilterHookName = (typeof FILTER_HOOKS)[number];
