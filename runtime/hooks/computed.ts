// Computed fields that need more than a count: each computation takes a page of rows and
// returns a value per row id, with a fixed number of queries whatever the page size.
import type { Row } from '../db/values.js';
import type { SerializeContext } from '../serialize/serializer.js';
import type { ModelMeta } from '../types.js';
import type { ComputedHookName } from './names.js';

export type Computation = (ctx: SerializeContext, model: ModelMeta, rows: readonly Row[]) => Promise<Map<number, unknown>>;

const notYet: Computation = async () => new Map();

export const COMPUTATIONS: Record<ComputedHookName, Computation> = {
  config_context: notYet,
  primary_ip: notYet,
  vlan_group_utilization: notYet,
  ip_range_size: notYet,
  cluster_allocated_vcpus: notYet,
  cluster_allocated_memory: notYet,
  cluster_allocated_disk: notYet,
  nat_outside: notYet,
  circuit_termination_a: notYet,
  circuit_termination_z: notYet,
  object_type_features: notYet,
};
