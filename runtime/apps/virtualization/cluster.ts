// Cluster rule (NetBox's Cluster.clean()): the host devices stay in the site of a new scope; and
// the resources its virtual machines are allocated (sums, null without machines).
import { whereIdIn } from '../../db/query.js';
import { column, displayOf, query } from '../kit/data.js';
import { defineModel, type Computation } from '../kit/define.js';
import { siteOfScope } from './scope.js';

/** A sum over each cluster's virtual machines (null when it has none). */
function allocated(field: 'vcpus' | 'memory' | 'disk'): Computation<'virtualization.cluster', number | null> {
  return async (ctx, clusters) => {
    const cluster = column(ctx, 'virtualization.virtualmachine', 'cluster');
    const sums = (await whereIdIn(query(ctx, 'virtualization.virtualmachine').select({ owner: cluster })
      .sum({ total: column(ctx, 'virtualization.virtualmachine', field) }).groupBy(cluster), cluster, clusters.map((c) => c.id), ctx.dialect)) as { owner: unknown; total: unknown }[];
    const byCluster = new Map(sums.map((r) => [Number(r.owner), r.total === null ? null : Number(r.total)]));
    return new Map(clusters.map((c) => [c.id, byCluster.get(c.id) ?? null]));
  };
}

export const cluster = defineModel('virtualization.cluster', {
  async clean(ctx, values, existing) {
    if (!existing) return;
    const siteId = await siteOfScope(ctx, { scope_type: values.scope_type ?? null, scope_id: values.scope_id ?? null });
    if (siteId === null) return;
    const [row] = (await query(ctx, 'dcim.device').count({ n: '*' }).where(column(ctx, 'dcim.device', 'cluster'), existing.id)
      .whereNot(column(ctx, 'dcim.device', 'site'), siteId)) as { n: unknown }[];
    const count = Number(row!.n);
    if (count) return { scope: [`${count} devices are assigned as hosts for this cluster but are not in site ${await displayOf(ctx, 'dcim.site', siteId)}`] };
  },
  computed: {
    allocated_vcpus: allocated('vcpus'),
    allocated_memory: allocated('memory'),
    allocated_disk: allocated('disk'),
  },
});
