// IANA time zone names, as NetBox's TimeZoneField takes them (zoneinfo's names): the canonical
// names and their aliases ("US/Eastern"), as the ICU data built into Node knows them.

const known = new Set<string>();

/** Whether `name` is a time zone name. */
export function isTimeZone(name: string): boolean {
  if (known.has(name)) return true;
  if (!readsAsZone(name)) return false;
  // Only real names are kept (a bounded set): made-up ones are not remembered.
  known.add(name);
  return true;
}

function readsAsZone(name: string): boolean {
  // Every IANA name's parts start with a capital ("Etc/GMT+5", "America/Argentina/Buenos_Aires").
  if (!/^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)*$/.test(name)) return false;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  // ICU reads names in any case; zoneinfo does not ("EUROPE/BERLIN" is no zone there).
  return resolved === name || resolved.toLowerCase() !== name.toLowerCase();
}
