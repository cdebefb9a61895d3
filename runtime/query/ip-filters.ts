// Filters on IP fields: `exact` (the same network), `host` (NetBox's net_in: with a mask the same
// address and mask, without one the host under any mask), `within` / `within_include` / `parent`
// (inside a prefix), `contains` (a prefix holding an address or prefix) and `mask_length`, on the
// hidden fixed-width hex columns, so that both databases answer them the same way. Values that are
// not IPs are skipped; when none is left the filter matches nothing, as in NetBox.
import type { Knex } from 'knex';
import type { FilterMeta, ModelMeta } from '../../contract/index.js';
import type { Where } from '../context.js';
import { addressKey, hostSortKey, networkOf, parseNetwork, rangeEnd, rangeStart, sortKey, supernetKeys } from '../lib/ip.js';
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
            // A prefix's key is its network and length: the networks holding this one are a
            // short list of keys (range columns alone bound the index on one side only).
            if (field.type === 'ip_prefix') {
              one.whereIn(col(columns.key), supernetKeys(network));
              return;
            }
            compare(one, col(columns.start), '<=', start);
            compare(one, col(columns.end), '>=', end);
            return;
          default:
            if (field.type === 'ip_address') {
              // An address's key starts with its host: the hosts inside the prefix are one range
              // of the key, the index the list is ordered by (no sort, the count ends at the
              // range's end). 'ff' is above every mask length.
              compare(one, col(columns.key), '>=', start);
              compare(one, col(columns.key), '<=', `${end}ff`);
            } else {
              // Bounded on both sides (start <= end <= the range's end), so the scan of the
              // (start, end) index ends with the range.
              compare(one, col(columns.start), '>=', start);
              compare(one, col(columns.start), '<=', end);
              compare(one, col(columns.end), '<=', end);
            }
            // `within` is strict: the prefix itself is not within itself.
            if (filter.ip === 'within') one.whereNot((same) => same.where(col(columns.start), start).where(col(columns.end), end));
        }
      });
  }));
}
