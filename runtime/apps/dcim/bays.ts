// Device bays and module bays (NetBox's DeviceBay, DeviceBayTemplate and ModuleBay): a device bay
// belongs to a parent device type and holds one other device; a module bay's parent is the bay of
// the module it is on; a disabled bay counts as occupied.
import { column, displayOf, getObject, linkedIds, objectsWhereIn, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

/** Whether the device type `id` is a parent (may have device bays). */
async function isParentType(ctx: Parameters<typeof getObject>[0], id: number | null | undefined): Promise<boolean> {
  return (await getObject(ctx, 'dcim.devicetype', id))?.subdevice_role === 'parent';
}

export const deviceBay = defineModel('dcim.devicebay', {
  async clean(ctx, values, existing) {
    const device = await getObject(ctx, 'dcim.device', values.device);
    if (device && !(await isParentType(ctx, device.device_type))) {
      return { __all__: [`This type of device (${await displayOf(ctx, 'dcim.devicetype', device.device_type)}) does not support device bays.`] };
    }
    const installed = values.installed_device ?? null;
    if (installed === null) return;
    // A device already in a disabled bay may stay there.
    if (!values.enabled && (existing?.installed_device ?? null) !== installed) {
      return { installed_device: ['Cannot install a device in a disabled device bay.'] };
    }
    if (installed === values.device) return { __all__: ['Cannot install a device into itself.'] };
    const [current] = await query(ctx, 'dcim.devicebay').select('id').where(column(ctx, 'dcim.devicebay', 'installed_device'), installed)
      .whereNot('id', existing?.id ?? 0).limit(1) as { id: number }[];
    if (current) {
      return { installed_device: [`Cannot install the specified device; device is already installed in ${await displayOf(ctx, 'dcim.devicebay', Number(current.id))}.`] };
    }
  },
  computed: {
    async _occupied(_ctx, bays) {
      return new Map(bays.map((bay) => [bay.id, !bay.enabled || bay.installed_device !== null]));
    },
  },
});

export const deviceBayTemplate = defineModel('dcim.devicebaytemplate', {
  async clean(ctx, values) {
    if (!(await isParentType(ctx, values.device_type))) {
      return { __all__: [`Subdevice role of device type (${await displayOf(ctx, 'dcim.devicetype', values.device_type)}) must be set to "parent" to allow device bays.`] };
    }
  },
});

export const moduleBay = defineModel('dcim.modulebay', {
  async clean(ctx, values, existing) {
    // The parent is the bay of the module this bay is on (ModuleBay.save()).
    const module = await getObject(ctx, 'dcim.module', values.module);
    values.parent = module ? module.module_bay : null;
    // No bay on a module installed in itself, however deep (ModuleBay.clean()).
    const [bays, modules] = [new Set<number>(existing ? [existing.id] : []), new Set<number>()];
    for (let current = module; current; ) {
      if (modules.has(current.id) || bays.has(current.module_bay)) return { __all__: ['A module bay cannot belong to a module installed within it.'] };
      modules.add(current.id);
      bays.add(current.module_bay);
      const bay = await getObject(ctx, 'dcim.modulebay', current.module_bay);
      current = bay ? await getObject(ctx, 'dcim.module', bay.module) : null;
    }
  },
  computed: {
    async _occupied(ctx, bays) {
      const filled = new Set((await objectsWhereIn(ctx, 'dcim.module', 'module_bay', bays.map((b) => b.id))).map((m) => m.module_bay));
      return new Map(bays.map((bay) => [bay.id, !bay.enabled || filled.has(bay.id)]));
    },
    async is_module_compatible(ctx, bays) {
      const modules = await objectsWhereIn(ctx, 'dcim.module', 'module_bay', bays.map((b) => b.id));
      const bayTypes = await linkedIds(ctx, 'dcim.modulebay', 'module_bay_types', modules.map((m) => m.module_bay));
      const typeTypes = await linkedIds(ctx, 'dcim.moduletype', 'module_bay_types', [...new Set(modules.map((m) => m.module_type))]);
      const incompatible = new Set(modules.filter((m) => !compatible(bayTypes.get(m.module_bay), typeTypes.get(m.module_type))).map((m) => m.module_bay));
      return new Map(bays.map((bay) => [bay.id, !incompatible.has(bay.id)]));
    },
  },
});

/** A module type fits a bay when either names no bay types, or they share one (ModuleBay.is_module_compatible). */
export function compatible(bayTypes: readonly number[] = [], moduleTypes: readonly number[] = []): boolean {
  return !bayTypes.length || !moduleTypes.length || bayTypes.some((t) => moduleTypes.includes(t));
}

export const bayPlugins = [deviceBay, deviceBayTemplate, moduleBay];
