// Circuit termination rule: it attaches to a terminating object.
import { defineModel } from '../kit/define.js';

export const circuitTermination = defineModel('circuits.circuittermination', {
  async clean(_ctx, values) {
    if (!values.termination_type || values.termination_id === null || values.termination_id === undefined) {
      return { __all__: ['A circuit termination must attach to a terminating object.'] };
    }
  },
});
