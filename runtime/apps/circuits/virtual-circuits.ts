// Virtual circuits (NetBox's VirtualCircuit.clean()): the provider account belongs to the provider
// of the provider network; their terminations (VirtualCircuitTermination.clean()) are on virtual
// interfaces only; and the terminations' search by the circuit's CID.
import { column, getObject, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { paths } from '../dcim/cabling/endpoints.js';
import { VIRTUAL } from '../traits/interface-validation.js';
import { searchFilter } from '../kit/search.js';

export const virtualCircuit = defineModel('circuits.virtualcircuit', {
  async clean(ctx, values) {
    const account = await getObject(ctx, 'circuits.provideraccount', values.provider_account);
    const network = await getObject(ctx, 'circuits.providernetwork', values.provider_network);
    if (account && network && account.provider !== network.provider) {
      return { provider_account: ['The assigned account must belong to the provider of the assigned network.'] };
    }
  },
});

export const virtualCircuitTermination = defineModel('circuits.virtualcircuittermination', {
  // The cable paths through it (PassThroughPortMixin.paths: none pass through a virtual circuit's end today).
  endpoints: { paths },
  async clean(ctx, values) {
    const iface = await getObject(ctx, 'dcim.interface', values.interface);
    if (iface && !VIRTUAL.has(iface.type)) {
      return { __all__: ['Virtual circuits may be terminated only to virtual interfaces.'] };
    }
  },
  filters: {
    // VirtualCircuitTerminationFilterSet.search(): the virtual circuit's CID or the description.
    q: searchFilter((ctx) => [
      { via: column(ctx, 'circuits.virtualcircuittermination', 'virtual_circuit'), table: table(ctx, 'circuits.virtualcircuit'), column: column(ctx, 'circuits.virtualcircuit', 'cid') },
      { column: column(ctx, 'circuits.virtualcircuittermination', 'description') },
    ]),
  },
});
