// Circuit rules (NetBox's Circuit.clean()): a distance needs a unit, the provider account belongs
// to the provider; and the filters by A- or Z-side termination.
import type { FilterPlugin } from '../../context.js';
import { chosenRows } from '../../query/chosen.js';
import { getObject, stored, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const circuit = defineModel('circuits.circuit', {
  async clean(ctx, values) {
    if (values.distance !== null && values.distance !== undefined && !values.distance_unit) {
      return { distance_unit: ['Must specify a unit when setting a distance'] };
    }
    const account = await getObject(ctx, 'circuits.provideraccount', values.provider_account);
    if (account && account.provider !== values.provider) {
      return { provider_account: ['The assigned account must belong to the assigned provider.'] };
    }
  },
  filters: {
    termination_a_id: terminationSide('A'),
    termination_z_id: terminationSide('Z'),
  },
});

/**
 * termination_a_id / termination_z_id: circuits whose A (Z) side is one of the given circuit
 * terminations (NetBox's ModelMultipleChoiceFilter on Circuit.termination_a/_z): every id must
 * name a termination; a termination of the other side matches nothing.
 */
function terminationSide(side: 'A' | 'Z'): FilterPlugin {
  return async (ctx, values, fail) => {
    const rows = await chosenRows(ctx, table(ctx, 'circuits.circuittermination'), 'id', values, fail);
    if (!rows) return null;
    const terminations = rows.map((row) => stored(ctx, 'circuits.circuittermination', row));
    const circuits = terminations.filter((t) => t.term_side === side).map((t) => t.circuit);
    return (qb) => qb.whereIn(`${table(ctx, 'circuits.circuit')}.id`, circuits);
  };
}

