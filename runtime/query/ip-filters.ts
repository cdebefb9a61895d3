// Filters on IP fields: `exact` (the same network), `host` (NetBox's net_in: with a mask the same
// address and mask, without one the host under any mask), `within` / `within_include` / `parent`
// (inside a prefix), `contains` (a prefix holding an address or prefix) and `mask_length`, on the
// hidden fixed-width hex columns, so that both databases answer them the same way. Values that are
// not IPs are skipped; when none is left the filter matches nothing, as in NetBox.
import type { Knex } from 'knex';
import type { FilterMeta, ModelMeta } from '../../contract/index.js';
import type { Where } from '../context.js';
import { addressKey, hostSortKey, networkOf, parseNetwork, rangeEnd, rangeStart, sortKey } from '../lib/ip.js';
import { requireField } from '../registry.js';
import { orEach } from './any-of.js';

export function ipCondition(model: ModelMeta, filter: FilterMeta, lookup: string, values: string[], fail: (m: string) => void): Where | null {
  const field = requireField(model, filter.field!);
  const columns = field.ipColumns!;
  const col = (name: string) => `${model.table}.${name}`;
  const compare = (qb: Knex.QueryBuilder, column: string, op: string, value: string) => qb.where(column, op, value);
  if (filter.ip === 'mask_length') {
    const numbers: number[] = [];
    for (const value of values) {
      if (!/^\s*\d+\s*$/.test(value)) fail('Enter a whole number.');
      else numbers.push(Number(value));
    }
    if (numbers.length !== values.length) return null;
    // The mask length is two hex digits at a fixed place in the sort key.
    const op = { exact: '=', n: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup] ?? '=';
    const length = (n: number) => n.toString(16).padStart(2, '0');
    return (qb) => qb.where((inner) => orEach(inner, numbers, (group, n) => group.orWhereRaw(`substr(??, 34, 2) ${op} ?`, [col(columns.key), length(n)])));
  }
  if (lookup !== 'exact') return null;
  const networks = values.map((v) => ({ text: v.trim(), ip: parseNetwork(v) })).filter((n) => n.ip !== null);
  if (!networks.length) return (qb) => qb.whereRaw('1 = 0');
  return (qb) => qb.where((inner) => orEach(inner, networks, (group, { text, ip }) => {
      const network = ip!;
      const start = rangeStart(network);
      const end = rangeEnd(network);
      group.orWhere((one) => {
        switch (filter.ip) {
          case 'exact':
            one.where(col(columns.key), sortKey(networkOf(network)));
            return;
          case 'host':
            if (text.includes('/')) one.where(col(columns.key), hostSortKey(network));
            else one.where(col(columns.start), addressKey(network.family, network.address));
            return;
          case 'contains':
            compare(one, col(columns.start), '<=', start);
            compare(one, col(columns.end), '>=', end);
            return;
          default:
            compare(one, col(columns.start), '>=', start);
            compare(one, col(columns.end), '<=', end);
            // `within` is strict: the prefix itself is not within itself.
            if (filter.ip === 'within') one.whereNot((same) => same.where(col(columns.start), start).where(col(columns.end), end));
        }
      });
  }));
}
