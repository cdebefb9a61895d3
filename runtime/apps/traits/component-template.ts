// What every component template checks (NetBox's ComponentTemplateModel and
// ModularComponentTemplateModel clean()): it stays with its device type, and a template a module
// may bring belongs to a device type or a module type, not both.
import { defineTrait } from '../kit/define.js';

export const componentTemplate = defineTrait('component_template', {
  async clean(_ctx, values, existing) {
    if (existing && (values.device_type ?? null) !== (existing.device_type ?? null)) {
      return { device_type: ['Component templates cannot be moved to a different device type.'] };
    }
  },
});

export const modularComponentTemplate = defineTrait('modular_component_template', {
  async clean(_ctx, values) {
    const [deviceType, moduleType] = [values.device_type ?? null, values.module_type ?? null];
    if (deviceType !== null && moduleType !== null) {
      return { __all__: ['A component template cannot be associated with both a device type and a module type.'] };
    }
    if (deviceType === null && moduleType === null) {
      return { __all__: ['A component template must be associated with either a device type or a module type.'] };
    }
  },
});
