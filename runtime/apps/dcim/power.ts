// Power ports and outlets, and their templates (NetBox's PowerPort, PowerOutlet and their
// templates' clean()): the allocated draw within the maximum; an outlet's power port on the same
// device (a template's on the same device or module type). Power panels and feeds (PowerPanel and
// PowerFeed clean() and save()): a panel's location in its site; a feed's rack in its panel's
// site, a voltage other than 0 (and not negative for AC), the available power computed on save.
import type { WriteContext } from '../../context.js';
import { column, displayOf, getObject, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { searchFilter } from '../kit/search.js';
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

/** "Location {location} ({location_site}) is in a different site than {site}" (a power panel's, a cooling source's). */
export async function locationInSite(ctx: WriteContext, location: number | null | undefined, site: number): Promise<{ __all__: string[] } | undefined> {
  const found = await getObject(ctx, 'dcim.location', location);
  if (!found || found.site === site) return;
  const [name, itsSite, other] = await Promise.all([displayOf(ctx, 'dcim.location', found.id), displayOf(ctx, 'dcim.site', found.site), displayOf(ctx, 'dcim.site', site)]);
  return { __all__: [`Location ${name} (${itsSite}) is in a different site than ${other}`] };
}

export const powerPanel = defineModel('dcim.powerpanel', {
  async clean(ctx, values) {
    return locationInSite(ctx, values.location, values.site);
  },
});

/** PowerFeed.save(): |V| × A × utilization, × √3 (1.732) for three-phase, rounded half to even as Python's round(). */
export function availablePower(voltage: number, amperage: number, maxUtilization: number, phase: string): number {
  const kva = Math.abs(voltage) * amperage * (maxUtilization / 100);
  return roundHalfEven(phase === 'three-phase' ? kva * 1.732 : kva);
}

function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

export const powerFeed = defineModel('dcim.powerfeed', {
  async clean(ctx, values) {
    // The voltage field's ExclusionValidator([0]), before the model's clean().
    if (values.voltage === 0) return { voltage: ['This value may not be [0].'] };
    const panel = await getObject(ctx, 'dcim.powerpanel', values.power_panel);
    const rack = await getObject(ctx, 'dcim.rack', values.rack);
    if (panel && rack && rack.site !== panel.site) {
      const [rackName, rackSite, panelName, panelSite] = await Promise.all([
        displayOf(ctx, 'dcim.rack', rack.id), displayOf(ctx, 'dcim.site', rack.site), displayOf(ctx, 'dcim.powerpanel', panel.id), displayOf(ctx, 'dcim.site', panel.site),
      ]);
      return { __all__: [`Rack ${rackName} (${rackSite}) and power panel ${panelName} (${panelSite}) are in different sites.`] };
    }
    const voltage = values.voltage ?? 120;
    if (voltage < 0 && values.supply === 'ac') return { voltage: ['Voltage cannot be negative for AC supply'] };
    values.available_power = availablePower(voltage, values.amperage ?? 15, values.max_utilization ?? 80, values.phase ?? 'single-phase');
  },
  filters: {
    // PowerFeedFilterSet.search(): the name, description or comments, or the panel's name.
    q: searchFilter((ctx) => [
      { column: column(ctx, 'dcim.powerfeed', 'name') },
      { column: column(ctx, 'dcim.powerfeed', 'description') },
      { column: column(ctx, 'dcim.powerfeed', 'comments') },
      { via: column(ctx, 'dcim.powerfeed', 'power_panel'), table: table(ctx, 'dcim.powerpanel'), column: column(ctx, 'dcim.powerpanel', 'name') },
    ]),
  },
});

export const powerPlugins = [powerPort, powerPortTemplate, powerOutlet, powerOutletTemplate, powerPanel, powerFeed];
