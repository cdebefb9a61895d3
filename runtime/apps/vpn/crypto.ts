// The crypto models' rules (NetBox's vpn/models/crypto.py): an IKE policy's mode goes with its
// version, and an IPsec proposal names at least one algorithm.
import { defineModel } from '../kit/define.js';

/** IKEPolicy.clean(): whether the version takes a mode (IKEv1: required; IKEv2: forbidden), with NetBox's messages. */
const IKE_MODE: Readonly<Record<number, { readonly mode: boolean; readonly message: string }>> = {
  1: { mode: true, message: 'Mode is required for selected IKE version' },
  2: { mode: false, message: 'Mode cannot be used for selected IKE version' },
};

export const ikePolicy = defineModel('vpn.ikepolicy', {
  async clean(_ctx, values) {
    const rule = IKE_MODE[Number(values.version)];
    if (rule && Boolean(values.mode) !== rule.mode) return { __all__: [rule.message] };
  },
});

export const ipsecProposal = defineModel('vpn.ipsecproposal', {
  async clean(_ctx, values) {
    if (!values.encryption_algorithm && !values.authentication_algorithm) {
      return { __all__: ['Encryption and/or authentication algorithm must be defined'] };
    }
  },
});
