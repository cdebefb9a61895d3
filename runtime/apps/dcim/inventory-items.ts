// Inventory item rules (NetBox's InventoryItem.clean()): an item may move to another device, but
// not with children left behind, and its parent is on its device; its component is its device's
// (on a move, a component left on the old device is dropped).
import { column, getObject, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const inventoryItem = defineModel('dcim.inventoryitem', {
  async clean(ctx, values, existing) {
    const parent = await getObject(ctx, 'dcim.inventoryitem', values.parent);
    // NetBox checks the parent on an update only; a new item under another device's item is as wrong.
    if (parent && parent.device !== values.device) return { parent: ['Parent inventory item does not belong to the same device.'] };
    if (existing && existing.device !== values.device) {
      const child = await query(ctx, 'dcim.inventoryitem').select('id').where(column(ctx, 'dcim.inventoryitem', 'parent'), existing.id).first();
      if (child) return { __all__: ['Cannot move an inventory item with dependent children'] };
    }
    const type = values.component_type ?? null;
    if (type === null) return;
    const component = await getObject(ctx, type as 'dcim.consoleport', values.component_id);
    if (!component || component.device === values.device) return;
    if (!existing) return { device: ['Cannot assign inventory item to component on another device'] };
    values.component_type = null;
    values.component_id = null;
  },
});

