// Modules (NetBox's Module.clean(), ModuleSerializer.validate() and Module._save_new()): a module
// sits in an enabled, free bay of its own device, fitting the bay's types and never inside itself;
// a new one gets its module type's components ({module} resolved through the bays it is nested
// in), or takes over the device's components of the same names (adopt_components).
import { ApiError } from '../../http/errors.js';
import { requireField } from '../../registry.js';
import { column, displayOf, getObject, linkedIds, query, type Lookup } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { compatible } from './bays.js';
import { bayPositions, deviceComponents, instantiate, MODULE_KINDS, templateModel, templatesOf, resolveModuleToken } from './instantiate.js';

export const module = defineModel('dcim.module', {
  async clean(ctx, values, existing) {
    const bay = await getObject(ctx, 'dcim.modulebay', values.module_bay);
    if (!bay) return;
    if (bay.device !== values.device) {
      return { __all__: [`Module must be installed within a module bay belonging to the assigned device (${await displayOf(ctx, 'dcim.device', values.device)}).`] };
    }
    const [bayTypes, typeTypes] = [await linkedIds(ctx, 'dcim.modulebay', 'module_bay_types', [bay.id]), await linkedIds(ctx, 'dcim.moduletype', 'module_bay_types', [values.module_type])];
    if (!compatible(bayTypes.get(bay.id), typeTypes.get(values.module_type))) {
      const [type, bayName] = [await displayOf(ctx, 'dcim.moduletype', values.module_type), await displayOf(ctx, 'dcim.modulebay', bay.id)];
      return { __all__: [`Module type ${type} is not compatible with module bay ${bayName}: their bay type sets have no common members.`] };
    }
    if (!bay.enabled && existing?.module_bay !== bay.id) return { module_bay: ['Cannot install a module in a disabled module bay.'] };
    const occupant = await query(ctx, 'dcim.module').select('id').where(column(ctx, 'dcim.module', 'module_bay'), bay.id).whereNot('id', existing?.id ?? 0).first() as { id: number } | undefined;
    if (occupant) {
      return { module_bay: [`Module bay ${await displayOf(ctx, 'dcim.modulebay', bay.id)} is already occupied by module ${await displayOf(ctx, 'dcim.module', Number(occupant.id))}.`] };
    }
    if (existing && (existing.device !== values.device || existing.module_bay !== values.module_bay)) {
      // NetBox 4.7 moves a module with its components (ModuleMovePlan); not here yet (docs/deviations.md).
      return { module_bay: ['Moving a module to another bay is not supported; delete it and install it again.'] };
    }
    // Never inside itself: the bay is not on this module or on one installed in it.
    for (let holder = await getObject(ctx, 'dcim.module', bay.module); holder; ) {
      if (existing && holder.id === existing.id) return { __all__: ['A module bay cannot belong to a module installed within it.'] };
      const next = await getObject(ctx, 'dcim.modulebay', holder.module_bay);
      holder = next ? await getObject(ctx, 'dcim.module', next.module) : null;
    }
    if (!existing) await componentConflicts(ctx, values, bay);
  },
  async afterSave(ctx, saved, before) {
    if (before) return;
    const replicate = saved.replicate_components !== false;
    const adopt = saved.adopt_components === true;
    if (!replicate && !adopt) return;
    const device = (await getObject(ctx, 'dcim.device', saved.device))!;
    const positions = await bayPositions(ctx, saved.module_bay);
    await instantiate(ctx, { device, module: { id: saved.id, positions } }, { field: 'module_type', id: saved.module_type }, MODULE_KINDS, { replicate, adopt });
  },
  computed: {
    async is_bay_compatible(ctx, modules) {
      const bayTypes = await linkedIds(ctx, 'dcim.modulebay', 'module_bay_types', modules.map((m) => m.module_bay));
      const typeTypes = await linkedIds(ctx, 'dcim.moduletype', 'module_bay_types', [...new Set(modules.map((m) => m.module_type))]);
      return new Map(modules.map((m) => [m.id, compatible(bayTypes.get(m.module_bay), typeTypes.get(m.module_type))]));
    },
  },
});

/**
 * Before a new module is saved (ModuleSerializer.validate()): each template's name resolves in this
 * bay, and names a component the device does not have yet, or one it may adopt.
 */
async function componentConflicts(ctx: Lookup, values: { readonly device: number; readonly module_type: number; readonly replicate_components?: boolean; readonly adopt_components?: boolean }, bay: { readonly id: number; readonly position: string }): Promise<void> {
  const [replicate, adopt] = [values.replicate_components !== false, values.adopt_components === true];
  if (!replicate && !adopt) return;
  const positions = await bayPositions(ctx, bay.id);
  for (const kind of MODULE_KINDS.filter((k) => k !== 'dcim.modulebay')) {
    const template = templateModel(ctx, kind);
    const templates = await templatesOf(ctx, template, 'module_type', values.module_type);
    if (!templates.length) continue;
    const component = ctx.index.model(kind);
    const installed = await deviceComponents(ctx, component, values.device);
    const moduleColumn = requireField(component, 'module').column!;
    const model = component.className;
    for (const t of templates) {
      let name = String(t.name);
      if (name.includes('{module}')) {
        if (!bay.position) throw new ApiError(400, ['Cannot install module with placeholder values in a module bay with no position defined.']);
        name = resolveModuleToken(name, positions);
      }
      const found = installed.get(name);
      if (adopt && found && found[moduleColumn] !== null) throw new ApiError(400, [`Cannot adopt ${model} ${name} as it already belongs to a module`]);
      if (!adopt && found) throw new ApiError(400, [`A ${model} named ${name} already exists`]);
    }
  }
}
