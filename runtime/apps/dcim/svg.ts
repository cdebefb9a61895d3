// What the SVG drawings (a rack's elevation, a cable trace) share: text and attribute values made
// safe for XML, and the text colour readable on a background (NetBox's foreground_color).

/** `text` with XML's five special characters as entities: safe in element text and in attribute values. */
export const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/**
 * Dark or light text on a background colour ("rrggbb"), by its luminance against `threshold`
 * (NetBox's foreground_color: 150, dark '000000', light 'ffffff').
 */
export function foreground(color: string, { dark = '000000', light = 'ffffff', threshold = 150 } = {}): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(color.slice(i, i + 2), 16));
  return (r! * 0.299 + g! * 0.587 + b! * 0.114) > threshold ? dark : light;
}
