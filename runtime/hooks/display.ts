// Display rules a template cannot express (str() of IP ranges, ASNs and services in NetBox).
import { APP_NAMES } from '../db/object-types.js';
import { parseNetwork } from '../ipam/address.js';
import type { ModelIndex } from '../registry.js';
import type { ModelMeta } from '../types.js';
import type { DisplayHookName } from './names.js';

/** Field values of one object by name (already converted from the database). */
export type DisplayRule = (values: ReadonlyMap<string, unknown>, model: ModelMeta, index: ModelIndex) => string;

/** "192.0.2.10-20/24": the leading groups both addresses share, once (IPRange.name). */
const ipRange: DisplayRule = (values) => {
  const start = parseNetwork(String(values.get('start_address') ?? ''));
  const end = parseNetwork(String(values.get('end_address') ?? ''));
  if (!start || !end) return '';
  const separator = start.family === 6 ? ':' : '.';
  if (start.address === end.address) return `${start.text.split('/')[0]}-${end.text.split('/')[0]}/${start.length}`;
  const a = start.text.split('/')[0]!.split(separator);
  const b = end.text.split('/')[0]!.split(separator);
  let shared = 0;
  while (shared < Math.min(a.length, b.length) - 1 && a[shared] === b[shared]) shared++;
  const base = a.slice(0, shared).join(separator);
  return `${base}${shared ? separator : ''}${a.slice(shared).join(separator)}-${b.slice(shared).join(separator)}/${start.length}`;
};

/** "AS65000", and the asdot form of 32-bit numbers: "AS4200000000 (64086.59904)". */
const asn: DisplayRule = (values) => {
  const number = Number(values.get('asn'));
  return number > 65535 ? `AS${number} (${Math.floor(number / 65536)}.${number % 65536})` : `AS${number}`;
};

/** "ssh (TCP/22)", "web (TCP/80, 443, 8000-8002)". */
const service: DisplayRule = (values, model, index) => {
  const protocol = String(values.get('protocol') ?? '');
  const label = index.choiceLabel(model.fields.find((f) => f.name === 'protocol')!.choices!, protocol) ?? protocol.toUpperCase();
  const ports = [...new Set(((values.get('ports') as number[] | null) ?? []).map(Number))].sort((x, y) => x - y);
  const groups: string[] = [];
  for (let i = 0; i < ports.length;) {
    let j = i;
    while (j + 1 < ports.length && ports[j + 1] === ports[j]! + 1) j++;
    groups.push(j > i ? `${ports[i]}-${ports[j]}` : String(ports[i]));
    i = j + 1;
  }
  return `${String(values.get('name') ?? '')} (${label}/${groups.join(', ')})`;
};

/** "DCIM | site Site 1 created by admin" (ObjectChange.__str__: content type, repr, action, user name). */
const objectChange: DisplayRule = (values, model, index) => {
  const type = String(values.get('changed_object_type') ?? '');
  const [app = '', name = ''] = type.split('.');
  const changed = index.models.find((m) => m.key === type);
  const action = index.choiceLabel(model.fields.find((f) => f.name === 'action')!.choices!, String(values.get('action') ?? '')) ?? '';
  return `${APP_NAMES[app] ?? app} | ${changed?.verboseName ?? name} ${String(values.get('object_repr') ?? '')} ${action.toLowerCase()} by ${String(values.get('user_name') ?? '')}`;
};

/** The label, else the name with spaces, capitalised like Python's str.capitalize(). */
const customField: DisplayRule = (values) => {
  const label = String(values.get('label') ?? '');
  if (label) return label;
  const name = String(values.get('name') ?? '').replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
};

export const DISPLAY_RULES: Record<DisplayHookName, DisplayRule> = { ip_range: ipRange, asn, service, object_change: objectChange, custom_field: customField };
