// The cross-cutting features, in the order the engines consult them.
import { changelog } from './changelog.js';
import { customFields } from './custom-fields/index.js';
import type { Feature } from './feature.js';
import { tags } from './tags.js';

export const FEATURES: readonly Feature[] = [tags, customFields, changelog];

const BY_FIELD_TYPE = new Map(FEATURES.filter((f) => f.fieldType).map((f) => [f.fieldType!, f]));

/** The feature that owns fields of this type (tags, custom_fields), if any. */
export function featureOfField(type: string): Feature | undefined {
  return BY_FIELD_TYPE.get(type as never);
}
