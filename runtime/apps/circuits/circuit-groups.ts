// Circuit group assignments' filters (NetBox's CircuitGroupAssignmentFilterSet methods): the
// assignments of circuits or virtual circuits by CID or id, of either by their provider (a
// circuit's, a virtual circuit's network's) by slug or id, and the search by the member's CID or
// the group's name. Values that name nothing match nothing (no 400: these are method filters).
import type { Knex } from 'knex';
import type { FilterContext, FilterPlugin, Where } from '../../context.js';
import { isKey } from '../../lib/numbers.js';
import { containsPattern } from '../../query/scalar.js';
import { column, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

type Member = 'circuits.circuit' | 'circuits.virtualcircuit';

/** MultiValueNumberFilter (forms.IntegerField): integers, else django's message; the ids among them. */
function integerIds(values: readonly string[], fail: (m: string) => void): number[] | null {
  if (!values.every((v) => /^\s*[-+]?\d+\s*$/.test(v))) {
    fail('Enter a whole number.');
    return null;
  }
  return values.map(Number).filter(isKey);
}

/** Assignments whose member is one of the `key` objects a sub-query selects. */
function membersIn(ctx: FilterContext, key: Member, ids: Knex.QueryBuilder): Where {
  return (qb) => qb.where(column(ctx, 'circuits.circuitgroupassignment', 'member_type'), key)
    .whereIn(column(ctx, 'circuits.circuitgroupassignment', 'member_id'), ids);
}

/** Assignments of the members of `key` whose CID (`by: cid`) or id is one of the values. */
function byMember(key: Member, by: 'cid' | 'id'): FilterPlugin {
  return async (ctx, values, fail) => {
    const wanted = by === 'id' ? integerIds(values, fail) : [...values];
    if (!wanted) return null;
    const members = ctx.q(table(ctx, key)).select('id').whereIn(by === 'id' ? 'id' : column(ctx, key, 'cid'), wanted);
    return membersIn(ctx, key, members);
  };
}

/** Assignments of circuits of the providers, or of virtual circuits on their networks (by slug or id). */
function byProvider(by: 'slug' | 'id'): FilterPlugin {
  return async (ctx, values, fail) => {
    const wanted = by === 'id' ? integerIds(values, fail) : [...values];
    if (!wanted) return null;
    const providers = ctx.q(table(ctx, 'circuits.provider')).select('id').whereIn(by === 'id' ? 'id' : column(ctx, 'circuits.provider', 'slug'), wanted);
    const networks = ctx.q(table(ctx, 'circuits.providernetwork')).select('id').whereIn(column(ctx, 'circuits.providernetwork', 'provider'), providers);
    const circuits = ctx.q(table(ctx, 'circuits.circuit')).select('id').whereIn(column(ctx, 'circuits.circuit', 'provider'), providers.clone());
    const virtualCircuits = ctx.q(table(ctx, 'circuits.virtualcircuit')).select('id').whereIn(column(ctx, 'circuits.virtualcircuit', 'provider_network'), networks);
    return (qb) => qb.where((any) => any.orWhere(membersIn(ctx, 'circuits.circuit', circuits)).orWhere(membersIn(ctx, 'circuits.virtualcircuit', virtualCircuits)));
  };
}

export const circuitGroupAssignment = defineModel('circuits.circuitgroupassignment', {
  filters: {
    circuit: byMember('circuits.circuit', 'cid'),
    circuit_id: byMember('circuits.circuit', 'id'),
    virtual_circuit: byMember('circuits.virtualcircuit', 'cid'),
    virtual_circuit_id: byMember('circuits.virtualcircuit', 'id'),
    provider: byProvider('slug'),
    provider_id: byProvider('id'),
    /** The member's CID (a circuit's or a virtual circuit's) or the group's name, anywhere. */
    async q(ctx, values) {
      const text = (values[0] ?? '').trim();
      if (!text) return null;
      const like = ctx.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
      const pattern = containsPattern(text);
      const matching = (tableName: string, textColumn: string) =>
        ctx.q(tableName).select('id').whereRaw(`?? ${like} ? ESCAPE '\\'`, [textColumn, pattern]);
      return (qb) => qb.where((any) => any
        .orWhere(membersIn(ctx, 'circuits.circuit', matching(table(ctx, 'circuits.circuit'), column(ctx, 'circuits.circuit', 'cid'))))
        .orWhere(membersIn(ctx, 'circuits.virtualcircuit', matching(table(ctx, 'circuits.virtualcircuit'), column(ctx, 'circuits.virtualcircuit', 'cid'))))
        .orWhereIn(column(ctx, 'circuits.circuitgroupassignment', 'group'), matching(table(ctx, 'circuits.circuitgroup'), column(ctx, 'circuits.circuitgroup', 'name'))));
    },
  },
});
