import { readFile } from 'node:fs/promises';

/** The IEEE MA-L registry as Debian's `ieee-data` package installs it. */
export const DEFAULT_OUI_FILE = '/usr/share/ieee-data/oui.txt';

/** `00-1B-21   (hex)\t\tIntel Corporate` lines of the IEEE oui.txt: OUI (upper-case hex, no separators) -> owner. */
export function parseOuiRegistry(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^([0-9A-F]{2})-([0-9A-F]{2})-([0-9A-F]{2})\s+\(hex\)\s+(.+?)\s*$/gim)) {
    out.set(`${m[1]}${m[2]}${m[3]}`.toUpperCase(), m[4]!);
  }
  return out;
}

const loaded = new Map<string, Promise<Map<string, string>>>();

/**
 * The owner of a MAC address's OUI (the ARP Cache card's Vendor column), read from the IEEE
 * registry file once per process. A locally administered address (bit 1 of the first octet:
 * virtual machines, containers, randomised phones) has no owner to name; a host without the
 * registry file names none but those.
 */
export async function ouiVendor(mac: string, file = DEFAULT_OUI_FILE): Promise<string> {
  const hex = mac.replace(/[^0-9a-f]/gi, '').toUpperCase();
  if (hex.length < 6) return '';
  if (parseInt(hex.slice(0, 2), 16) & 0x02) return 'Locally administered';
  let registry = loaded.get(file);
  if (!registry) {
    registry = readFile(file, 'utf8').then(parseOuiRegistry, () => new Map<string, string>());
    loaded.set(file, registry);
  }
  return (await registry).get(hex.slice(0, 6)) ?? 'Unknown';
}
