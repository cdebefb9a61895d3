// What every device component checks (NetBox's ComponentModel.clean()): it stays on its device.
// An inventory item may move to another device; its own rules say how (dcim/inventory-items.ts).
import { defineTrait } from '../kit/define.js';

const MOVABLE: ReadonlySet<string> = new Set(['dcim.inventoryitem']);

export const component = defineTrait('component', {
  async clean(_ctx, values, existing, model) {
    if (existing && values.device !== existing.device && !MOVABLE.has(model.key)) {
      return { device: ['Components cannot be moved to a different device.'] };
    }
  },
});
