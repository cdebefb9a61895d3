// Which fields a response shows: `fields` beats `omit`, which beats `brief` (any non-empty value
// on a GET); unknown names are ignored. They apply to the top-level objects only.
import type { ModelMeta } from '../../contract/index.js';

export function representationNames(model: ModelMeta, params: URLSearchParams, method: string): readonly string[] {
  const names = chosenNames(model, params, method);
  // ?exclude=config_context drops the rendered config context (devices, virtual machines).
  const excluded = new Set(params.getAll('exclude').flatMap((v) => v.split(',')).map((v) => v.trim()));
  return excluded.has('config_context') ? names.filter((name) => name !== 'config_context') : names;
}

function chosenNames(model: ModelMeta, params: URLSearchParams, method: string): readonly string[] {
  const list = (name: string) => (params.get(name) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (params.get('fields')) {
    const wanted = new Set(list('fields'));
    return model.order.filter((name) => wanted.has(name));
  }
  if (params.get('omit')) {
    const dropped = new Set(list('omit'));
    return model.order.filter((name) => !dropped.has(name));
  }
  if ((method === 'GET' || method === 'HEAD') && params.get('brief')) return model.brief;
  return model.order;
}
