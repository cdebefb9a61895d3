// The site a cluster is scoped to: directly, or through a location.
import type { WriteContext } from '../../context.js';
import { getObject } from '../kit/data.js';
import type { Stored } from '../kit/define.js';

export async function siteOfScope(ctx: WriteContext, cluster: Pick<Stored<'virtualization.cluster'>, 'scope_type' | 'scope_id'>): Promise<number | null> {
  if (cluster.scope_type === 'dcim.site') return cluster.scope_id;
  if (cluster.scope_type === 'dcim.location') return (await getObject(ctx, 'dcim.location', cluster.scope_id))?.site ?? null;
  return null;
}
