// Lists of objects of several models (a port's link peers, an endpoint's connected endpoints, a
// cable's ends: `type: objects` computed fields and generic_list fields, ObjectListMeta). The
// plug-in gives references; they are read here as the objects' nested forms, one query per model
// for the whole page (a page of interfaces whose peers are interfaces, front ports and circuit
// terminations costs three), never per object.
import type { ModelMeta, ObjectListMeta, ObjectRef } from '../../contract/index.js';
import type { ReadContext } from '../context.js';

/** Nested forms of a model's objects by id (the serializer's, with its cache). */
export type Nest = (target: ModelMeta, ids: readonly number[]) => Promise<Map<number, unknown>>;

/** One list field of a page: its meta and the plug-in's references per object id. */
export interface ListedRefs {
  readonly objects: ObjectListMeta;
  readonly refs: ReadonlyMap<number, unknown>;
}

/** Each list's references → representations, per object id; an object the reader cannot load (deleted meanwhile) is left out. */
export async function resolveObjectLists(ctx: ReadContext, lists: readonly ListedRefs[], nest: Nest): Promise<Map<number, unknown>[]> {
  const wanted = new Map<string, Set<number>>();
  for (const { refs } of lists) {
    for (const list of refs.values()) {
      for (const ref of (list ?? []) as readonly ObjectRef[]) {
        let ids = wanted.get(ref.type);
        if (!ids) wanted.set(ref.type, (ids = new Set()));
        ids.add(ref.id);
      }
    }
  }
  const loaded = new Map<string, Map<number, unknown>>();
  for (const [type, ids] of wanted) loaded.set(type, await nest(ctx.index.model(type), [...ids]));
  return lists.map(({ objects, refs }) => {
    const out = new Map<number, unknown>();
    for (const [id, list] of refs) {
      const items: unknown[] = [];
      for (const ref of (list ?? []) as readonly ObjectRef[]) {
        const object = loaded.get(ref.type)?.get(ref.id);
        if (object === undefined) continue;
        items.push(objects.generic ? { object_type: ref.type, object_id: ref.id, object } : object);
      }
      out.set(id, items.length || !objects.nullable ? items : null);
    }
    return out;
  });
}

/** The value of a list field for an object the plug-in gave nothing for. */
export function emptyList(objects: ObjectListMeta): unknown {
  return objects.nullable ? null : [];
}
