// Naming rules shared by the IR builder and the emitters.
import { createHash } from 'node:crypto';

/** PostgreSQL truncates identifiers at 63 bytes; longer names get a stable hash suffix. */
export function identifier(...parts: string[]): string {
  const full = parts.join('_');
  if (full.length <= 63) return full;
  const digest = createHash('sha256').update(full).digest('hex').slice(0, 8);
  return `${full.slice(0, 54)}_${digest}`;
}

export function capfirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "device type" → "DeviceType", "IP address" → "IPAddress". */
export function pascal(text: string): string {
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map(capfirst)
    .join('');
}

/** "device_type" → "DeviceType" (for TypeScript identifiers). */
export function camel(text: string): string {
  const p = pascal(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** Django's get_text_list(items, 'and'): "a", "a and b", "a, b and c". */
export function textList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
