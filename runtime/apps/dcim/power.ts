// Power ports and outlets, and their templates (NetBox's PowerPort, PowerOutlet and their
// templates' clean()): the allocated draw within the maximum; an outlet's power port on the same
// device (a template's on the same device or module type).
import { defineModel } from '../kit/define.js';
import { parentOfOtherOwner, parentOnOtherDevice } from './same-owner.js';

interface Draw {
  readonly maximum_draw?: number | null;
  readonly allocated_draw?: number | null;
}

function drawProblems(values: Draw): { allocated_draw: string[] } | undefined {
  const [maximum, allocated] = [values.maximum_draw ?? null, values.allocated_draw ?? null];
  if (maximum !== null && allocated !== null && allocated > maximum) {
    return { allocated_draw: [`Allocated draw cannot exceed the maximum draw (${maximum}W).`] };
  }
}

export const powerPort = defineModel('dcim.powerport', {
  async clean(_ctx, values) {
    return drawProblems(values);
  },
});

export const powerPortTemplate = defineModel('dcim.powerporttemplate', {
  async clean(_ctx, values) {
    return drawProblems(values);
  },
});

export const powerOutlet = defineModel('dcim.poweroutlet', {
  async clean(ctx, values) {
    return parentOnOtherDevice(ctx, 'dcim.powerport', values.power_port, values.device, 'power port');
  },
});

export const powerOutletTemplate = defineModel('dcim.poweroutlettemplate', {
  async clean(ctx, values) {
    return parentOfOtherOwner(ctx, 'dcim.powerporttemplate', values.power_port, values, 'power port');
  },
});

export const powerPlugins = [powerPort, powerPortTemplate, powerOutlet, powerOutletTemplate];
