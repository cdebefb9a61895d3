// Service display and the port filter.
import { whereJsonListHasAny } from '../../db/query.js';
import { requireField } from '../../registry.js';
import { column } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const service = defineModel('ipam.service', {
  /** "ssh (TCP/22)", "web (TCP/80, 443, 8000-8002)". */
  display(object, index) {
    const protocol = String(object.protocol ?? '');
    const label = index.choiceLabel(requireField(index.model('ipam.service'), 'protocol').choices!, protocol) ?? protocol.toUpperCase();
    const ports = [...new Set((object.ports ?? []).map(Number))].sort((x, y) => x - y);
    const groups: string[] = [];
    for (let i = 0; i < ports.length;) {
      let j = i;
      while (j + 1 < ports.length && ports[j + 1] === ports[j]! + 1) j++;
      groups.push(j > i ? `${ports[i]}-${ports[j]}` : String(ports[i]));
      i = j + 1;
    }
    return `${String(object.name ?? '')} (${label}/${groups.join(', ')})`;
  },
  filters: {
    /** port: services listening on any of the ports (ports are a JSON list of numbers). */
    async port(ctx, values, fail) {
      const bad = values.find((v) => !/^\d+$/.test(v));
      if (bad !== undefined) {
        fail('Enter a whole number.');
        return null;
      }
      const ports = column(ctx, 'ipam.service', 'ports');
      return (qb) => whereJsonListHasAny(qb, ctx.dialect, ports, values.map(Number));
    },
  },
});
