// Cables, their terminations and the cable paths they make (NetBox's dcim cabling).
import { defineModel } from '../../kit/define.js';
import { cable, cableTermination } from './cables.js';
import { KINDS, type Ref } from './kinds.js';
import { retrace } from './paths.js';

/**
 * The migration that creates the paths' table traces the paths of the cables already there (a
 * data step, objects/fills.ts): each endpoint end of each cable is a set of origins.
 */
const cablePath = defineModel('dcim.cablepath', {
  async fill(ctx) {
    const endpoints = Object.keys(KINDS).filter((key) => KINDS[key]!.endpoint && ctx.index.find(key));
    const rows = await ctx.q(ctx.index.model('dcim.cabletermination').table).select('cable_id', 'cable_end', 'termination_type', 'termination_id')
      .whereIn('termination_type', endpoints).orderBy([{ column: 'cable_id' }, { column: 'cable_end' }, { column: 'id' }]) as Record<string, unknown>[];
    const ends = new Map<string, Ref[]>();
    for (const row of rows) {
      const key = `${row.cable_id}:${row.cable_end}`;
      ends.set(key, [...(ends.get(key) ?? []), { type: String(row.termination_type), id: Number(row.termination_id) }]);
    }
    await retrace(ctx, { origins: [...ends.values()] });
  },
});

export const cablePlugins = [cable, cableTermination, cablePath];
