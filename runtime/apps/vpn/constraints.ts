// The message of a model's unique constraint, for a clean() that finds the same duplicate first:
// Django's full_clean() reports the clean()'s error and then the constraint's, so the rule
// answers both, the constraint's text as the model file declares it.
import type { ModelMeta } from '../../../contract/index.js';

/** The messages of the model's multi-field unique constraints over `field`. */
export function constraintMessages(model: ModelMeta, field: string): string[] {
  return model.uniques.filter((u) => u.fields.length > 1 && u.fields.includes(field)).map((u) => u.message);
}
