import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ouiVendor, parseOuiRegistry } from './oui-vendor';

/** Lines as the IEEE oui.txt (Debian ieee-data) writes them, CRLF included. */
const REGISTRY = [
  'OUI/MA-L                                                    Organization',
  '00-1B-21   (hex)\t\tIntel Corporate\r',
  '001B21     (base 16)\t\tIntel Corporate\r',
  '\t\t\t\tLot 8, Jalan Hi-Tech 2/3\r',
  'B8-27-EB   (hex)\t\tRaspberry Pi Foundation\r',
  '',
].join('\n');

const dir = mkdtempSync(join(tmpdir(), 'oui-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ouiVendor', () => {
  it('reads the (hex) lines of the registry', () => {
    expect([...parseOuiRegistry(REGISTRY)]).toEqual([
      ['001B21', 'Intel Corporate'],
      ['B827EB', 'Raspberry Pi Foundation'],
    ]);
  });

  it('names the owner of a MAC, a locally administered address, and an unknown one', async () => {
    const file = join(dir, 'oui.txt');
    writeFileSync(file, REGISTRY);
    expect(await ouiVendor('00:1b:21:aa:bb:cc', file)).toBe('Intel Corporate');
    expect(await ouiVendor('B8-27-EB-01-02-03', file)).toBe('Raspberry Pi Foundation');
    expect(await ouiVendor('02:fc:00:00:00:05', file)).toBe('Locally administered');
    expect(await ouiVendor('00:00:5e:00:01:01', file)).toBe('Unknown');
    expect(await ouiVendor('00:1b:21:aa:bb:cc', join(dir, 'missing.txt'))).toBe('Unknown');
  });
});
