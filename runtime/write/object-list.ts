// A generic_list field's write: [{object_type, object_id}, ...] (NetBox's GenericObjectSerializer,
// many=True) → references for the model's plug-in, which keeps the list (a cable's ends). Checked
// as DRF checks a list of nested serializers: per item, errors in a list beside the valid items'
// empty dictionaries; then every named object must exist (one query per model), where NetBox's
// `model.objects.get()` would end the request with a 500.
import type { FieldMeta, ObjectRef } from '../../contract/index.js';
import { selectRows } from '../db/query.js';
import type { RelatedContext } from './related.js';
import { FieldProblem, SCALAR_VALIDATORS, pythonType } from './scalars.js';

export async function parseObjectList(ctx: RelatedContext, field: FieldMeta, value: unknown): Promise<ObjectRef[]> {
  if (!Array.isArray(value)) throw new FieldProblem([`Expected a list of items but got type "${pythonType(value)}".`]);
  const refs: ObjectRef[] = [];
  const problems: Record<string, string[]>[] = [];
  for (const item of value) {
    const errors: Record<string, string[]> = {};
    problems.push(errors);
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      errors.non_field_errors = [`Invalid data. Expected a dictionary, but got ${pythonType(item)}.`];
      continue;
    }
    const { object_type: type, object_id: id } = item as Record<string, unknown>;
    const checked = { object_type: part(() => SCALAR_VALIDATORS.content_type!(field, type, ctx.index) as string, type), object_id: part(() => SCALAR_VALIDATORS.bigint!(ID_FIELD, id, ctx.index) as number, id) };
    for (const [name, result] of Object.entries(checked)) if (result instanceof FieldProblem) errors[name] = result.messages as string[];
    if (!Object.keys(errors).length) refs.push({ type: checked.object_type as string, id: checked.object_id as number });
  }
  if (problems.some((errors) => Object.keys(errors).length)) throw new FieldProblem(problems as never);
  // Every object named must exist.
  const byType = new Map<string, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  const found = new Set<string>();
  for (const [type, ids] of byType) {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = await selectRows(ctx.q, ctx.q(ctx.index.model(type).table).select('id').whereIn('id', ids.slice(start, start + CHUNK)));
      for (const row of rows) found.add(`${type}:${Number(row.id)}`);
    }
  }
  const missing = refs.map((ref) => (found.has(`${ref.type}:${ref.id}`) ? {} : { object_id: [`Related object not found using the provided value: ${ref.id}.`] }));
  if (missing.some((errors) => Object.keys(errors).length)) throw new FieldProblem(missing as never);
  return refs;
}

/** Ids per statement (both databases' parameter limits). */
const CHUNK = 500;

/** An object id: a whole number ≥ 0 (a bigint column's range). */
const ID_FIELD = { name: 'object_id', type: 'bigint', min: 0 } as unknown as FieldMeta;

/** A part's validated value, or its problem; a missing or null part is "required" / "may not be null" as DRF says. */
function part(validate: () => unknown, given: unknown): unknown {
  if (given === undefined) return new FieldProblem(['This field is required.']);
  if (given === null) return new FieldProblem(['This field may not be null.']);
  try {
    return validate();
  } catch (error) {
    if (error instanceof FieldProblem) return error;
    throw error;
  }
}
