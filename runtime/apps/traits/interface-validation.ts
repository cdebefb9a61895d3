// What device interfaces and their templates check (NetBox 4.7's InterfaceValidationMixin.clean()):
// channelization (a physical interface split into `channels`, a channel subinterface bound to one
// of them by `channel_id` under its parent), which interfaces may have a parent, an interface not
// its own parent or bridge, PoE only on physical interfaces, a wireless role only on wireless ones.
import type { Row } from '../../db/values.js';
import { currentValues, setFields } from '../../write/save.js';
import { uniqueErrors } from '../../write/uniques.js';
import { column, displayOf, getObject, query } from '../kit/data.js';
import { defineTrait } from '../kit/define.js';

// NetBox's dcim/constants.py.
export const VIRTUAL: ReadonlySet<string> = new Set(['virtual', 'lag', 'bridge']);
/** NetBox's WIRELESS_IFACE_TYPES. */
export const WIRELESS: ReadonlySet<string> = new Set([
  'ieee802.11a', 'ieee802.11g', 'ieee802.11n', 'ieee802.11ac', 'ieee802.11ad', 'ieee802.11ax', 'ieee802.11ay', 'ieee802.11be',
  'ieee802.15.1', 'ieee802.15.4', 'other-wireless', 'gsm', 'cdma', 'lte', '4g', '5g',
]);
/** Interfaces no cable ends at: no channels, no channel (but a channel subinterface's own). */
export const NONCONNECTABLE: ReadonlySet<string> = new Set([...VIRTUAL, ...WIRELESS, 'channel']);

export const interfaceValidation = defineTrait('interface_validation', {
  async clean(ctx, values, existing, model) {
    const key = model.key;
    const selfId = existing?.id ?? null;
    const type = String(values.type ?? '');
    const parentId = values.parent ?? null;
    const channelId = values.channel_id ?? null;
    const channels = values.channels ?? null;
    if (selfId !== null && parentId === selfId) return { parent: ['An interface cannot be its own parent.'] };
    const canBind = type === 'channel' || !NONCONNECTABLE.has(type);
    if (parentId !== null && type !== 'virtual' && channelId === null) {
      return { parent: ['Only virtual interfaces, or a channel subinterface with a channel ID assigned, may be assigned to a parent interface.'] };
    }
    if (channels && channelId) return { __all__: ['An interface cannot be both channelized and bound to a channel on a parent interface.'] };
    if (channels && NONCONNECTABLE.has(type)) {
      return { channels: [`${ctx.index.choiceLabel('dcim.interface_type', type) ?? type} interfaces cannot be channelized.`] };
    }
    if (type === 'channel' && channelId === null) return { channel_id: ['Channel interfaces must have a channel ID assigned.'] };
    if (channelId !== null && !canBind) return { channel_id: ['A channel ID cannot be assigned to a virtual, LAG, bridge, or wireless interface.'] };
    if (channelId !== null) {
      const parent = await getObject(ctx, key, parentId) as { id: number; channels: number | null } | null;
      if (!parent) return { parent: ['A channel subinterface must be assigned to a parent interface.'] };
      if (!parent.channels) return { parent: [`The parent interface (${await displayOf(ctx, key, parent.id)}) is not channelized.`] };
      if (channelId > parent.channels) {
        return { channel_id: [`Invalid channel ID (${channelId}): the parent interface provides only ${parent.channels} channels.`] };
      }
    }
    // Fewer channels may not leave a subinterface bound to one that is gone.
    if (selfId !== null && (channels || existing?.channels)) {
      const [row] = (await query(ctx, key).max({ top: column(ctx, key, 'channel_id' as never) })
        .where(column(ctx, key, 'parent' as never), selfId).where(column(ctx, key, 'channel_id' as never), '>', channels ?? 0)) as { top: number | null }[];
      if (row?.top !== null && row?.top !== undefined) {
        return {
          channels: [channels
            ? `Cannot set channels to ${channels}: a channel subinterface is bound to channel ${row.top}. Delete or reassign the affected subinterface(s) first.`
            : `Cannot remove channelization: a channel subinterface is bound to channel ${row.top}. Delete or reassign the affected subinterface(s) first.`],
        };
      }
    }
    if (selfId !== null && values.bridge === selfId) return { bridge: ['An interface cannot be bridged to itself.'] };
    if (values.poe_mode && VIRTUAL.has(type)) return { poe_mode: ['Virtual interfaces cannot have a PoE mode.'] };
    if (values.poe_type && VIRTUAL.has(type)) return { poe_type: ['Virtual interfaces cannot have a PoE type.'] };
    if (values.poe_type && !values.poe_mode) return { poe_type: ['Must specify PoE mode when designating a PoE type.'] };
    if (values.rf_role && !WIRELESS.has(type)) return { rf_role: ['Wireless role may be set only on wireless interfaces.'] };
  },

  // NetBox's InterfaceChannelRenameMixin: a channelized interface (or template) renamed renames each
  // channel subinterface named "<old name>:<channel ID>" to "<new name>:<channel ID>", saved with its
  // change record; one whose new name would be too long or is taken by a sibling keeps its name.
  // NetBox defers this to the transaction's commit; here it runs in the write's transaction, after
  // the parent's row is written (docs/deviations.md: the children's records precede the parent's).
  // Only the subinterfaces' rows are written: the interface's own is kept.
  async afterSave(ctx, saved, before, model) {
    if (!before || !saved.channels || before.name === saved.name) return 'kept';
    const key = model.key;
    const nameField = model.fields.find((f) => f.name === 'name');
    const children = await query(ctx, key).select('*')
      .where(column(ctx, key, 'parent' as never), saved.id).whereNotNull(column(ctx, key, 'channel_id' as never))
      // By name as NetBox lists them (its natural order), so a sibling collision resolves the same way.
      .orderBy([nameField?.naturalKey?.column ?? nameField?.column ?? 'id', 'id']) as Row[];
    const longest = nameField?.maxLength ?? Infinity;
    for (const row of children) {
      const values = currentValues(model, row);
      const channel = Number(values.get('channel_id'));
      if (values.get('name') !== `${before.name}:${channel}`) continue;
      const name = `${saved.name}:${channel}`;
      if (name.length > longest) continue;
      values.set('name', name);
      if (Object.keys(await uniqueErrors(ctx.q, model, values, new Set(['name']), Number(row.id), 'model')).length) continue;
      await setFields(ctx, model, new Map([[Number(row.id), { name }]]));
    }
    return 'kept';
  },
});
