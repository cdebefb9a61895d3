// generated/openapi.yaml: the API description as YAML, what /api/schema/ answers by default (as
// drf-spectacular). Turning the 4 MB description into YAML is the costliest step of a generation
// and gives the same text for the same description, so the last answer is kept: a process that
// generates the same schema again (the generator's tests) does it once. The CLI keeps answers on
// disk across processes too (write/yaml-cache.ts).
import { stringify } from 'yaml';

let last: { readonly json: string; readonly yaml: string } | null = null;

/** The description (its JSON text) as YAML. */
export function openapiYaml(json: string): string {
  if (last?.json !== json) last = { json, yaml: stringify(JSON.parse(json), { lineWidth: 0, aliasDuplicateObjects: false }) };
  return last.yaml;
}
