// ASN display: "AS65000", and the asdot form of 32-bit numbers: "AS4200000000 (64086.59904)".
import { defineModel } from '../kit/define.js';

export const asn = defineModel('ipam.asn', {
  display(object) {
    const number = Number(object.asn);
    return number > 65535 ? `AS${number} (${Math.floor(number / 65536)}.${number % 65536})` : `AS${number}`;
  },
});
