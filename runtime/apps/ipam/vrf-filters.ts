// present_in_vrf(_id) of prefixes and IP addresses: objects in the VRF, or in a VRF that
// exports a route target the VRF imports (values: VRF ids, or route distinguishers).
import type { FilterPlugin } from '../../context.js';
import { isKey } from '../../lib/numbers.js';
import { requireField } from '../../registry.js';
import { column, query } from '../kit/data.js';

export function presentInVrf(key: 'ipam.prefix' | 'ipam.ipaddress'): FilterPlugin {
  return async (ctx, values, fail) => {
    const byId = values.every((v) => /^\d+$/.test(v));
    // An id beyond any key names nothing (and PostgreSQL would refuse the number).
    const wanted = byId ? values.map(Number).filter(isKey) : [...values];
    const rows = wanted.length ? ((await query(ctx, 'ipam.vrf').select('id').whereIn(byId ? 'id' : column(ctx, 'ipam.vrf', 'rd'), wanted)) as { id: unknown }[]) : [];
    if (rows.length < new Set(values).size) {
      fail(`Select a valid choice. ${values[0]} is not one of the available choices.`);
      return null;
    }
    const ids = rows.map((r) => Number(r.id));
    const vrfs = ctx.index.model('ipam.vrf');
    const imports = requireField(vrfs, 'import_targets').through!;
    const exports = requireField(vrfs, 'export_targets').through!;
    const imported = ctx.q(imports.table).select(imports.target).whereIn(imports.source, ids);
    const exporting = ctx.q(exports.table).select(exports.source).whereIn(exports.target, imported);
    const vrf = column(ctx, key, 'vrf');
    return (qb) => qb.where((inner) => inner.whereIn(vrf, ids).orWhereIn(vrf, exporting));
  };
}
