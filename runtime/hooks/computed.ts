// Computed fields that need more than a count or a list: each computation takes a page of rows
// and returns a value per row id, with a fixed number of queries whatever the page size.
import { choiceSetChoicesCount, customFieldDataType } from '../extras/custom-field-hooks.js';
import { whereIdIn } from '../db/query.js';
import { fromDb, type Row } from '../db/values.js';
import { configContexts } from '../extras/config-context.js';
import { serializeRows, type SerializeContext } from '../serialize/serializer.js';
import type { ModelMeta } from '../types.js';
import type { ComputedHookName } from './names.js';

export type Computation = (ctx: SerializeContext, model: ModelMeta, rows: readonly Row[]) => Promise<Map<number, unknown>>;

const column = (model: ModelMeta, name: string) => model.fields.find((f) => f.name === name)!.column!;

/** Device / VM primary_ip: the IPv4 one if PREFER_IPV4 and set, else the IPv6 one, else the IPv4 one. */
const primaryIp: Computation = async (ctx, model, rows) => {
  const chosen = new Map(rows.map((row) => {
    const v4 = row[column(model, 'primary_ip4')];
    const v6 = row[column(model, 'primary_ip6')];
    const pick = ctx.config.PREFER_IPV4 && v4 !== null ? v4 : v6 ?? v4;
    return [Number(row.id), pick === null || pick === undefined ? null : Number(pick)];
  }));
  const ids = [...new Set([...chosen.values()].filter((v): v is number => v !== null))];
  const addresses = ctx.index.model('ipam.ipaddress');
  const found = ids.length ? ((await whereIdIn(ctx.q(addresses.table).select('*'), 'id', ids, ctx.dialect)) as Row[]) : [];
  const nested = model.fields.find((f) => f.name === 'primary_ip4')!.nested ?? addresses.nested;
  const objects = await serializeRows(ctx, addresses, found, nested);
  const byId = new Map(objects.map((o, i) => [Number(found[i]!.id), o]));
  return new Map([...chosen].map(([id, ip]) => [id, ip === null ? null : (byId.get(ip) ?? null)]));
};

/** VLAN group utilization: VLANs in the group per VID available, a percentage with two decimals. */
const vlanGroupUtilization: Computation = async (ctx, model, rows) => {
  const vlans = ctx.index.model('ipam.vlan');
  const counts = (await whereIdIn(ctx.q(vlans.table).select(column(vlans, 'group')).count({ n: '*' }).groupBy(column(vlans, 'group')), column(vlans, 'group'), rows.map((r) => Number(r.id)), ctx.dialect)) as Row[];
  const byGroup = new Map(counts.map((r) => [Number(r[column(vlans, 'group')]), Number(r.n)]));
  return new Map(rows.map((row) => {
    const total = Number(row[column(model, 'total_vlan_ids')]);
    return [Number(row.id), total ? ((byGroup.get(Number(row.id)) ?? 0) * 100 / total).toFixed(2) : null];
  }));
};

/** A sum over a cluster's virtual machines (null when it has none). */
function clusterSum(field: string): Computation {
  return async (ctx, _model, rows) => {
    const machines = ctx.index.model('virtualization.virtualmachine');
    const cluster = column(machines, 'cluster');
    const sums = (await whereIdIn(ctx.q(machines.table).select(cluster).sum({ total: column(machines, field) }).groupBy(cluster), cluster, rows.map((r) => Number(r.id)), ctx.dialect)) as Row[];
    const target = machines.fields.find((f) => f.name === field)!;
    const byCluster = new Map(sums.map((r) => [Number(r[cluster]), r.total === null ? null : fromDb(target, r.total)]));
    return new Map(rows.map((row) => [Number(row.id), byCluster.get(Number(row.id)) ?? null]));
  };
}

/** ASN range asn_count: the ASNs between the range's start and end. */
const asnRangeCount: Computation = async (ctx, model, rows) => {
  const asns = ctx.index.model('ipam.asn');
  const asn = column(asns, 'asn');
  const bounds = rows.map((r) => [Number(r[column(model, 'start')]), Number(r[column(model, 'end')])] as const);
  if (!bounds.length) return new Map();
  const low = Math.min(...bounds.map((b) => b[0]));
  const high = Math.max(...bounds.map((b) => b[1]));
  const values = ((await ctx.q(asns.table).select(asn).whereBetween(asn, [low, high])) as Row[]).map((r) => Number(r[asn]));
  return new Map(rows.map((row, i) => [Number(row.id), values.filter((v) => v >= bounds[i]![0] && v <= bounds[i]![1]).length]));
};

export const COMPUTATIONS: Record<ComputedHookName, Computation> = {
  asn_range_asn_count: asnRangeCount,
  custom_field_data_type: customFieldDataType,
  choice_set_choices_count: choiceSetChoicesCount,
  config_context: configContexts,
  primary_ip: primaryIp,
  vlan_group_utilization: vlanGroupUtilization,
  cluster_allocated_vcpus: clusterSum('vcpus'),
  cluster_allocated_memory: clusterSum('memory'),
  cluster_allocated_disk: clusterSum('disk'),
};
