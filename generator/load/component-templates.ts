// Component templates (NetBox's ComponentTemplateModel): a device type's console port template
// holds what each console port made from it will hold. A template model names its component and
// the fields it shares with it,
//
//   template_of: { model: dcim.interface, fields: [type, enabled, mgmt_only, bridge, poe_mode] }
//
// and gets those fields as the component has them (its traits' included, with their file and
// line), after its traits' fields and before its own. A relation to a component that has a template
// points at that template instead (an interface's bridge is another interface; an interface
// template's bridge is another interface template), so a component and its template are never
// written twice. The pairing stays in the metadata (ModelMeta.templateOf) for instantiation.
import { ComposedModel, modelKey, type Data, type Origin } from './composed.js';
import { ParsedYaml, type SchemaError, type SchemaSource } from './source.js';

interface TemplateOf {
  readonly model: string;
  readonly fields: readonly string[];
}

/** Every model with its component's fields where it is a template (the others as they were). */
export function deriveTemplates(sources: readonly SchemaSource[], errors: SchemaError[]): SchemaSource[] {
  const byKey = new Map(sources.map((source) => [modelKey(source), source]));
  const templateOf = new Map<string, string>();
  for (const source of sources) {
    const of = (source.data as Data).template_of as TemplateOf | undefined;
    if (of) templateOf.set(of.model, modelKey(source));
  }
  return sources.map((source) => {
    const of = (source.data as Data).template_of as TemplateOf | undefined;
    if (!of) return source;
    const component = byKey.get(of.model);
    if (!component) {
      errors.push(source.error(['template_of', 'model'], `template_of: unknown model "${of.model}"`));
      return source;
    }
    return withComponentFields(source, component, of, templateOf, errors);
  });
}

function withComponentFields(
  template: SchemaSource, component: SchemaSource, of: TemplateOf, templateOf: ReadonlyMap<string, string>, errors: SchemaError[],
): SchemaSource {
  const composed = template instanceof ComposedModel ? template : new ComposedModel(template as ParsedYaml, { ...(template.data as Data) });
  const theirs = ((component.data as Data).fields ?? {}) as Data;
  const fields = (composed.data.fields ?? {}) as Data;
  // A field the template file itself gives (not one of its traits').
  const own = (name: string) => (composed.givers.get(`fields.${name}`) ?? [composed.model]).includes(composed.model);
  const copied: Data = {};
  of.fields.forEach((name, i) => {
    const spec = theirs[name] as Data | undefined;
    if (!spec) {
      errors.push(composed.error(['template_of', 'fields', i], `template_of: ${of.model} has no field "${name}"`));
      return;
    }
    const to = typeof spec.to === 'string' ? templateOf.get(spec.to) : undefined;
    // The template's relation shows its target template's nested form, not the component's.
    copied[name] = to ? { ...Object.fromEntries(Object.entries(spec).filter(([key]) => key !== 'nested')), to } : spec;
    composed.from(['fields', name], originIn(component, ['fields', name]));
  });
  // The traits' fields, the component's, then the template's own (which may redefine a component's).
  const entries = Object.entries(fields);
  composed.data.fields = Object.fromEntries([
    ...entries.filter(([name]) => !own(name) && !(name in copied)),
    ...Object.entries(copied).filter(([name]) => !(name in fields && own(name))),
    ...entries.filter(([name]) => own(name)),
  ]);
  return composed;
}

/** Where the value at `path` of a source was written. */
function originIn(source: SchemaSource, path: readonly (string | number)[]): Origin {
  return source instanceof ComposedModel ? source.originOf(path) : { source: source as ParsedYaml, path };
}
