// Cooling outflows and their templates (NetBox's CoolingOutflow and CoolingOutflowTemplate
// clean()): the intake that supplies an outflow is on the same device (a template's, of the same
// device or module type). Cooling sources and feeds (CoolingSource and CoolingFeed clean() and
// save(), with MaxFlowMixin's): a source's location in its site; a feed's maximum flow with a
// unit (none without a flow), its rack in its source's site.
import { column, displayOf, getObject, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { searchFilter } from '../kit/search.js';
import { locationInSite } from './power.js';
import { parentOfOtherOwner, parentOnOtherDevice } from './same-owner.js';

export const coolingOutflow = defineModel('dcim.coolingoutflow', {
  async clean(ctx, values) {
    return parentOnOtherDevice(ctx, 'dcim.coolingintake', values.cooling_intake, values.device, 'cooling intake');
  },
});

export const coolingOutflowTemplate = defineModel('dcim.coolingoutflowtemplate', {
  async clean(ctx, values) {
    return parentOfOtherOwner(ctx, 'dcim.coolingintaketemplate', values.cooling_intake, values, 'cooling intake');
  },
});

export const coolingSource = defineModel('dcim.coolingsource', {
  async clean(ctx, values) {
    return locationInSite(ctx, values.location, values.site);
  },
});

export const coolingFeed = defineModel('dcim.coolingfeed', {
  async clean(ctx, values) {
    // MaxFlowMixin.clean() first (CoolingFeed's super().clean()).
    if (values.max_flow !== null && values.max_flow !== undefined && !values.max_flow_unit) {
      return { __all__: ['Must specify a unit when setting a maximum flow'] };
    }
    const source = await getObject(ctx, 'dcim.coolingsource', values.cooling_source);
    const rack = await getObject(ctx, 'dcim.rack', values.rack);
    if (source && rack && rack.site !== source.site) {
      const [rackName, rackSite, sourceName, sourceSite] = await Promise.all([
        displayOf(ctx, 'dcim.rack', rack.id), displayOf(ctx, 'dcim.site', rack.site), displayOf(ctx, 'dcim.coolingsource', source.id), displayOf(ctx, 'dcim.site', source.site),
      ]);
      return { __all__: [`Rack ${rackName} (${rackSite}) and cooling source ${sourceName} (${sourceSite}) are in different sites.`] };
    }
    // MaxFlowMixin.normalize_max_flow(): no flow, no unit.
    if (values.max_flow === null || values.max_flow === undefined) values.max_flow_unit = null;
  },
  filters: {
    // CoolingFeedFilterSet.search(): the name, description or comments, or the source's name.
    q: searchFilter((ctx) => [
      { column: column(ctx, 'dcim.coolingfeed', 'name') },
      { column: column(ctx, 'dcim.coolingfeed', 'description') },
      { column: column(ctx, 'dcim.coolingfeed', 'comments') },
      { via: column(ctx, 'dcim.coolingfeed', 'cooling_source'), table: table(ctx, 'dcim.coolingsource'), column: column(ctx, 'dcim.coolingsource', 'name') },
    ]),
  },
});

export const coolingPlugins = [coolingOutflow, coolingOutflowTemplate, coolingSource, coolingFeed];
