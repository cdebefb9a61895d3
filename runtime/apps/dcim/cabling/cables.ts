// Cables (NetBox's Cable and CableTermination): a cable's A and B ends are lists of objects of one
// kind each, kept as dcim.cabletermination rows; each object records its cable and end. Saving a
// cable checks its ends (Cable.clean, CableTermination.clean), reconciles the termination rows
// (update_terminations: stale ones deleted, new ones made), and retraces the cable paths it
// touches; deleting a termination (a cable's end changed, a cable or an object deleted) clears
// its object and retraces the paths through its cable.
import type { Knex } from 'knex';
import type { FilterContext, FilterPlugin, WriteContext } from '../../../context.js';
import type { Row } from '../../../db/values.js';
import { deleteObjects } from '../../../write/delete.js';
import { insertDerived, setFields } from '../../../write/save.js';
import { asRow, displayOf } from '../../kit/data.js';
import { defineModel } from '../../kit/define.js';
import { COMPATIBLE, CABLE, CIRCUIT_TERMINATION, KINDS, PROVIDER_NETWORK, modelName, nodeOf, type Ref } from './kinds.js';
import { INTERFACE, loadObjects, type Cabled, type Db } from './objects.js';
import { reconcileChannels } from './channels.js';
import { retrace } from './paths.js';
import { connectorsOf, positionsOf, profileOf } from './profiles.js';
import { NONCONNECTABLE } from '../../traits/interface-validation.js';

type End = 'A' | 'B';
const ENDS: readonly End[] = ['A', 'B'];

/** Metres per unit (NetBox's utilities/conversion.py to_meters), for the ordering column. */
const METRES: Readonly<Record<string, number>> = { km: 1000, m: 1, cm: 0.01, mi: 1609.344, ft: 0.3048, in: 0.0254 };


function terminationTable(db: Db): string {
  return db.index.model('dcim.cabletermination').table;
}

/** A cable's terminations by end, in CableTermination's order. */
async function endsOf(db: Db, cableIds: readonly number[]): Promise<Map<number, Record<End, Ref[]>>> {
  const out = new Map<number, Record<End, Ref[]>>(cableIds.map((id) => [id, { A: [], B: [] }]));
  if (!cableIds.length) return out;
  const rows = await db.q(terminationTable(db)).select('cable_id', 'cable_end', 'termination_type', 'termination_id')
    .whereIn('cable_id', cableIds).orderBy([{ column: 'cable_id' }, { column: 'cable_end' }, { column: 'connector' }, { column: 'id' }]) as Row[];
  for (const row of rows) out.get(Number(row.cable_id))?.[row.cable_end as End].push({ type: String(row.termination_type), id: Number(row.termination_id) });
  return out;
}

/** The parent an error names (str(termination.parent_object)): the device, power panel or circuit. */
async function parentDisplay(ctx: WriteContext, object: Cabled): Promise<string> {
  const parent = KINDS[object.type]!.parent;
  const key = ctx.index.model(object.type).fields.find((f) => f.name === parent)!.to!;
  return displayOf(ctx, key as never, object.values[parent] as number);
}

/** CableTermination.clean() for each object of an end, as NetBox runs it from Cable.clean(). */
async function terminationProblem(ctx: WriteContext, object: Cabled, cableId: number | null): Promise<string | null> {
  if (object.values.mark_connected) {
    return `Cannot connect a cable to ${await parentDisplay(ctx, object)} > ${await displayOf(ctx, object.type as never, object.id)} because it is marked as connected.`;
  }
  const taken = await ctx.q(terminationTable(ctx)).select('cable_id').where('termination_type', object.type).where('termination_id', object.id)
    .modify((qb) => (cableId === null ? qb : qb.whereNot('cable_id', cableId))).first() as Row | undefined;
  if (taken) return `Duplicate termination found for ${object.type} ${object.id}: cable ${Number(taken.cable_id)}`;
  if (object.type === 'dcim.interface') {
    if (object.values.channel_id) return 'Cables cannot be terminated directly to a channel subinterface; cable the parent interface instead.';
    const type = String(object.values.type);
    if (NONCONNECTABLE.has(type)) return `Cables cannot be terminated to ${ctx.index.choiceLabel('dcim.interface_type', type) ?? type} interfaces`;
  }
  if (object.type === CIRCUIT_TERMINATION && object.values.termination_type === PROVIDER_NETWORK) {
    return 'Circuit terminations attached to a provider network may not be cabled.';
  }
  return null;
}

/** What each termination row caches of its object (cache_related_objects): its device, rack, location, site. */
async function placeOf(ctx: WriteContext, object: Cabled): Promise<Row> {
  const place = { _device_id: null, _rack_id: null, _location_id: null, _site_id: null } as Record<string, number | null>;
  const device = object.values.device as number | null | undefined;
  const rack = object.values.rack as number | null | undefined;
  if (device) {
    const row = await ctx.q(ctx.index.model('dcim.device').table).select('rack_id', 'location_id', 'site_id').where('id', device).first() as Row;
    Object.assign(place, { _device_id: device, _rack_id: row.rack_id ?? null, _location_id: row.location_id ?? null, _site_id: row.site_id ?? null });
  } else if (rack) {
    const row = await ctx.q(ctx.index.model('dcim.rack').table).select('location_id', 'site_id').where('id', rack).first() as Row;
    Object.assign(place, { _rack_id: rack, _location_id: row.location_id ?? null, _site_id: row.site_id ?? null });
  } else if (object.type === CIRCUIT_TERMINATION) {
    const type = object.values.termination_type;
    const id = object.values.termination_id as number | null;
    if (type === 'dcim.site') place._site_id = id;
    if (type === 'dcim.location' && id !== null) {
      const row = await ctx.q(ctx.index.model('dcim.location').table).select('site_id').where('id', id).first() as Row | undefined;
      Object.assign(place, { _location_id: id, _site_id: row?.site_id ?? null });
    }
  }
  return place;
}

// Neither type filter looks at the end (NetBox: terminations__termination_type).
const byTerminationType: FilterPlugin = async (ctx: FilterContext, values, fail) => {
  for (const value of values) {
    if (!/^[a-z0-9_]+\.[a-z0-9_]+$/.test(value)) {
      fail(`Select a valid choice. ${value} is not one of the available choices.`);
      return null;
    }
  }
  const cables = ctx.index.model(CABLE).table;
  const terminations = terminationTable(ctx);
  return (qb) => qb.whereExists((sub) => sub.select(ctx.q.raw('1')).from(terminations).whereRaw(`${terminations}.cable_id = ${cables}.id`).whereIn('termination_type', values));
};

function byTerminationId(end: End): FilterPlugin {
  return async (ctx, values, fail) => {
    const ids: number[] = [];
    for (const value of values) {
      if (!/^\d+$/.test(value.trim())) {
        fail('Enter a number.');
        return null;
      }
      ids.push(Number(value));
    }
    const cables = ctx.index.model(CABLE).table;
    const terminations = terminationTable(ctx);
    return (qb) => qb.whereExists((sub) => sub.select(ctx.q.raw('1')).from(terminations).whereRaw(`${terminations}.cable_id = ${cables}.id`).where('cable_end', end).whereIn('termination_id', ids));
  };
}

export const cable = defineModel('dcim.cable', {
  async clean(ctx, values, existing) {
    if (values.length !== null && values.length !== undefined && !values.length_unit) return { __all__: ['Must specify a unit when setting a cable length'] };
    const given = { A: values.a_terminations, B: values.b_terminations };
    if (!existing && (!given.A?.length || !given.B?.length)) return { __all__: ['Must define A and B terminations when creating a new cable.'] };
    // An end a write leaves out (or gives as []: NetBox ignores an empty list too) stays as it is.
    const stored = existing ? (await endsOf(ctx, [existing.id])).get(existing.id)! : { A: [], B: [] };
    const ends: Record<End, readonly Ref[]> = { A: given.A?.length ? given.A : stored.A, B: given.B?.length ? given.B : stored.B };
    // A profile's connectors bound each end, on every save (BaseCableProfile.clean()).
    const profile = profileOf(values.profile);
    for (const end of profile ? ENDS : []) {
      const [count, most] = [ends[end].length, connectorsOf(profile!, end)];
      if (count > most) {
        const label = ctx.index.choiceLabel('dcim.cable_profile', values.profile!) ?? values.profile;
        return { [end === 'A' ? 'a_terminations' : 'b_terminations']: [`${end} side of cable has ${count} terminations but only ${most} are permitted for profile ${label}`] };
      }
    }
    if (!given.A?.length && !given.B?.length) return;
    const objects = { A: await loadObjects(ctx, ends.A), B: await loadObjects(ctx, ends.B) };
    for (const end of ENDS) {
      if (objects[end].some((o) => o.type !== objects[end][0]!.type)) return { __all__: ['Cannot connect different termination types to same end of cable.'] };
    }
    if (objects.A.length && objects.B.length) {
      const [a, b] = [modelName(objects.A[0]!.type), modelName(objects.B[0]!.type)];
      if (!(COMPATIBLE[a] ?? []).includes(b)) return { __all__: [`Incompatible termination types: ${a} and ${b}`] };
      if (a === b && objects.A.some((o) => objects.B.some((p) => p.id === o.id))) return { __all__: ['A and B terminations cannot connect to the same object.'] };
    }
    for (const end of ENDS) {
      for (const object of objects[end]) {
        const problem = await terminationProblem(ctx, object, existing?.id ?? null);
        if (problem) return { __all__: [problem] };
      }
    }
  },

  async afterSave(ctx, saved, before) {
    const id = saved.id;
    const length = saved.length ?? null;
    const absolute = length !== null && saved.length_unit ? Math.round(length * METRES[saved.length_unit]! * 10_000) / 10_000 : null;
    // A unit without a length is cleared (Cable.save()).
    await ctx.q(ctx.index.model(CABLE).table).where('id', id).update({ _abs_length: absolute, ...(length === null && saved.length_unit ? { length_unit: null } : {}) });

    const given = { A: saved.a_terminations, B: saved.b_terminations };
    const profile = profileOf(saved.profile);
    // A new profile renumbers both ends' connectors (update_terminations(force=True)).
    const profileChanged = before !== null && (before.profile ?? '') !== (saved.profile ?? '');
    const changedEnds = ENDS.filter((end) => given[end]?.length || profileChanged);
    if (!changedEnds.length) {
      // A status change makes the paths through the cable active or not.
      if (before && before.status !== saved.status) await retrace(ctx, { through: [{ type: CABLE, id }] });
      return;
    }
    const stored = (await endsOf(ctx, [id])).get(id)!;
    const through: Ref[] = [{ type: CABLE, id }];
    const origins: Ref[][] = [];
    const written: Record<string, Map<number, { cable: number; cable_end: End }>> = {};
    let channelized = false;
    for (const end of changedEnds) {
      const wanted = given[end]?.length ? given[end]! : stored[end];
      const connector = new Map(wanted.map((ref, i) => [nodeOf(ref), i + 1]));
      const rows = await ctx.q(terminationTable(ctx)).select('id', 'termination_type', 'termination_id', 'connector').where('cable_id', id).where('cable_end', end) as Row[];
      const key = (row: Row) => nodeOf({ type: String(row.termination_type), id: Number(row.termination_id) });
      // With a profile, an object's place in its end's list is its connector: a list reordered is rewired.
      const force = profileChanged || (profile !== null && rows.some((row) => connector.has(key(row)) && Number(row.connector) !== connector.get(key(row))));
      const stale = rows.filter((row) => force || !connector.has(key(row)));
      if (stale.length) await deleteObjects(ctx, ctx.index.model('dcim.cabletermination'), stale.map((r) => Number(r.id)));
      const kept = new Set(rows.filter((row) => !stale.includes(row)).map(key));
      const fresh = await loadObjects(ctx, wanted.filter((ref) => !kept.has(nodeOf(ref))));
      const inserted: Row[] = [];
      for (const object of fresh) {
        const number = profile ? connector.get(nodeOf(object))! : null;
        inserted.push({
          ...asRow(ctx, 'dcim.cabletermination', {
            cable: id, cable_end: end, termination_type: object.type as never, termination_id: object.id,
            connector: number, positions: number === null ? null : positionsOf(profile!, end, number),
          }),
          ...(await placeOf(ctx, object)),
        });
      }
      await insertDerived(ctx, ctx.index.model('dcim.cabletermination'), inserted);
      for (const object of fresh) (written[object.type] ??= new Map()).set(object.id, { cable: id, cable_end: end });
      if (fresh.some((o) => o.type === INTERFACE && o.values.channels)) channelized = true;
      const ends = wanted.map((ref) => ({ type: ref.type, id: ref.id }));
      if (ends.length && KINDS[ends[0]!.type]?.endpoint) origins.push(ends);
      else through.push(...ends);
    }
    // Each kind's objects at either end take the cable in one write.
    for (const [type, changes] of Object.entries(written)) await setFields(ctx, ctx.index.model(type), changes);
    // A channelized interface at either end lends this cable to its channel subinterfaces, or (no
    // profile) takes it back (Interface.set_cable_termination); the retrace below traces from them.
    if (channelized || profileChanged) await reconcileChannels(ctx, { cables: [id] });
    // Paths from the ends that are endpoints, and those through the ends that pass paths on.
    for (const end of ENDS.filter((e) => !changedEnds.includes(e))) {
      if (stored[end].length && KINDS[stored[end][0]!.type]?.endpoint) origins.push(stored[end]);
      else through.push(...stored[end]);
    }
    await retrace(ctx, { through, origins });
  },

  computed: {
    async a_terminations(ctx, objects) {
      const ends = await endsOf(ctx, objects.map((o) => o.id));
      return new Map([...ends].map(([id, both]) => [id, both.A]));
    },
    async b_terminations(ctx, objects) {
      const ends = await endsOf(ctx, objects.map((o) => o.id));
      return new Map([...ends].map(([id, both]) => [id, both.B]));
    },
  },

  filters: {
    termination_a_type: byTerminationType,
    termination_b_type: byTerminationType,
    termination_a_id: byTerminationId('A'),
    termination_b_id: byTerminationId('B'),
    async unterminated(ctx, values, fail) {
      const value = values.at(-1)!.toLowerCase();
      const flag = ['true', '1', 'yes', 'on'].includes(value) ? true : ['false', '0', 'no', 'off'].includes(value) ? false : null;
      if (flag === null) {
        fail('Select a valid choice. That choice is not one of the available choices.');
        return null;
      }
      const cables = ctx.index.model(CABLE).table;
      const terminations = terminationTable(ctx);
      const both = (qb: Knex.QueryBuilder) => qb.whereExists((a) => a.select(ctx.q.raw('1')).from(terminations).whereRaw(`${terminations}.cable_id = ${cables}.id`).where('cable_end', 'A'))
        .whereExists((b) => b.select(ctx.q.raw('1')).from(terminations).whereRaw(`${terminations}.cable_id = ${cables}.id`).where('cable_end', 'B'));
      return (qb) => {
        if (flag) qb.whereNot((inner) => { both(inner); });
        else both(qb);
      };
    },
  },
});

export const cableTermination = defineModel('dcim.cabletermination', {
  // nullify_connected_endpoints: the objects lose their cable; the paths through its cable are traced again.
  async afterDelete(ctx, deleted) {
    const byType = new Map<string, number[]>();
    for (const row of deleted) byType.set(String(row.termination_type), [...(byType.get(String(row.termination_type)) ?? []), Number(row.termination_id)]);
    for (const [type, ids] of byType) {
      if (ctx.index.find(type)) await setFields(ctx, ctx.index.model(type), new Map(ids.map((id) => [id, { cable: null, cable_end: null }])));
    }
    const cables = [...new Set(deleted.map((row) => Number(row.cable)))].map((id) => ({ type: CABLE, id }));
    // A channelized interface's subinterfaces lose the cable with it, before the paths through the
    // cable are traced again (so theirs end rather than being traced from a stale cable).
    const interfaces = byType.get(INTERFACE);
    if (interfaces) await reconcileChannels(ctx, { cables: cables.map((c) => c.id), parents: interfaces });
    await retrace(ctx, { through: cables });
  },
});
