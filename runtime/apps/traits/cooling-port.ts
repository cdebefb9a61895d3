// What cooling intakes and outflows check (NetBox's CoolingLoopValidationMixin): following each
// port's upstream port (an intake's outflow, an outflow's intake) never comes back to a port
// already passed.
import { getObject } from '../kit/data.js';
import { defineTrait } from '../kit/define.js';

type Port = 'dcim.coolingintake' | 'dcim.coolingoutflow';

/** Each kind's upstream field and the kind it points at. */
const UPSTREAM = {
  'dcim.coolingintake': { field: 'cooling_outflow', to: 'dcim.coolingoutflow' },
  'dcim.coolingoutflow': { field: 'cooling_intake', to: 'dcim.coolingintake' },
} as const;

export const coolingPort = defineTrait('cooling_port', {
  async clean(ctx, values, existing, model) {
    const start = model.key as Port;
    const seen = new Set<string>(existing ? [`${start}:${existing.id}`] : []);
    let kind: Port = UPSTREAM[start].to;
    let id = (values as unknown as Record<string, unknown>)[UPSTREAM[start].field] as number | null | undefined;
    while (id !== null && id !== undefined) {
      if (seen.has(`${kind}:${id}`)) return { __all__: ['Cooling intake and outflow assignments cannot form a loop.'] };
      seen.add(`${kind}:${id}`);
      const next = await getObject(ctx, kind, id) as Record<string, unknown> | null;
      id = next ? next[UPSTREAM[kind].field] as number | null : null;
      kind = UPSTREAM[kind].to;
    }
  },
});
