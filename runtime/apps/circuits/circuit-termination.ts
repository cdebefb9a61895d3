// Circuit terminations: each attaches to a terminating object; saving or deleting one traces anew
// the cable paths across its circuit (NetBox's circuits/signals.py rebuild_cablepaths), and its
// paths/ lists the paths through it.
import { paths } from '../dcim/cabling/endpoints.js';
import { retrace } from '../dcim/cabling/paths.js';
import type { WriteContext } from '../../context.js';
import { defineModel } from '../kit/define.js';

/** The paths through either end of these circuits. */
async function retraceCircuits(ctx: WriteContext, circuits: readonly number[]): Promise<void> {
  const table = ctx.index.model('circuits.circuittermination').table;
  const ends = await ctx.q(table).select('id').whereIn('circuit_id', [...new Set(circuits)]) as { id: number }[];
  await retrace(ctx, { through: ends.map((end) => ({ type: 'circuits.circuittermination', id: Number(end.id) })) });
}

export const circuitTermination = defineModel('circuits.circuittermination', {
  async clean(_ctx, values) {
    if (!values.termination_type || values.termination_id === null || values.termination_id === undefined) {
      return { __all__: ['A circuit termination must attach to a terminating object.'] };
    }
  },
  async afterSave(ctx, saved) {
    await retraceCircuits(ctx, [saved.circuit]);
  },
  async afterDelete(ctx, deleted) {
    await retrace(ctx, { through: deleted.map((end) => ({ type: 'circuits.circuittermination', id: end.id })) });
    await retraceCircuits(ctx, deleted.map((end) => end.circuit));
  },
  endpoints: { paths },
});
