import { describe, expect, it } from 'vitest';
import { detailsFixture, neighbour } from './details-fixture';
import {
  activePathLabel,
  eitExtraRows,
  hanTypeLabel,
  polycomNeighbour,
  sameLocationHeight,
  sameLocationLink,
  showsActivePath,
  showsEit,
  showsHan,
  showsTransportResult,
  showsVadb,
  transportBlocks,
  TRANSPORT_CALLS,
  virtualSiteId,
} from './display-rules';

const dev = (d: Parameters<typeof detailsFixture>[0]) => detailsFixture(d).device;

describe('active path (spec 000 §4)', () => {
  it('labels mode 3 Single, 4 Dual, anything else Disabled', () => {
    expect(activePathLabel(3)).toBe('Single CPE Enabled');
    expect(activePathLabel(4)).toBe('Dual CPE Enabled');
    expect(activePathLabel('4')).toBe('Dual CPE Enabled');
    for (const v of [0, 1, 2, 5, null, undefined, '', 'x']) expect(activePathLabel(v)).toBe('Disabled');
  });

  it('shows the Active Path card only for modes 3 and 4', () => {
    expect(showsActivePath(dev({ aaCfOpermode: 3 }))).toBe(true);
    expect(showsActivePath(dev({ aaCfOpermode: 4 }))).toBe(true);
    expect(showsActivePath(dev({ aaCfOpermode: 2 }))).toBe(false);
    expect(showsActivePath(dev({ aaCfOpermode: null }))).toBe(false);
  });

  it('shows the virtual site id in dual mode only, otherwise Not Applicable', () => {
    expect(virtualSiteId(dev({ aaCfOpermode: 4, aaVirtualSiteId: 'VS500001' }))).toBe('VS500001');
    expect(virtualSiteId(dev({ aaCfOpermode: 3, aaVirtualSiteId: 'VS500001' }))).toBe('Not Applicable');
    expect(virtualSiteId(dev({ aaCfOpermode: null }))).toBe('Not Applicable');
  });
});

describe('card visibility rules', () => {
  it('HAN card hidden when han is unavailable', () => {
    expect(showsHan(dev({ han: 'Enabled' }))).toBe(true);
    expect(showsHan(dev({ han: 'Disabled' }))).toBe(true);
    for (const han of ['Currently Unavailable', '', '  ', null, undefined, 'notset', '_e']) expect(showsHan(dev({ han }))).toBe(false);
  });

  it('VADB card only with a primary phone number', () => {
    expect(showsVadb(dev({ vadbPrimaryPhoneNumber: '2015551234' }))).toBe(true);
    for (const p of ['Currently Unavailable', null, '', 'notset']) expect(showsVadb(dev({ vadbPrimaryPhoneNumber: p }))).toBe(false);
  });

  it('EIT card only when the EIT source has details', () => {
    expect(showsEit({ ASSET_ID: 'A1' })).toBe(true);
    expect(showsEit({})).toBe(false);
    expect(showsEit(null)).toBe(false);
    expect(showsEit(undefined)).toBe(false);
  });
});

describe('HAN type and EIT asset rule', () => {
  it('reads DTSC as dual transport single CPE and other values as they are', () => {
    expect(hanTypeLabel('DTSC')).toBe('Dual Transport Single CPE');
    expect(hanTypeLabel('DTDC')).toBe('DTDC');
  });

  it('adds vendor and model when the asset id is Currently Unavailable, else product name and category', () => {
    const eit = { ASSET_ID: 'A123', VENDOR: 'Hughes', MODEL: 'HT2000', PRODUCT_CODE: 'HT2000-ENT', PRODUCT_CATEGORY: 'Satellite Modem' };
    expect(eitExtraRows(eit)).toEqual([
      ['Product Name', 'HT2000-ENT'],
      ['Product Category', 'Satellite Modem'],
    ]);
    expect(eitExtraRows({ ...eit, ASSET_ID: 'Currently Unavailable' })).toEqual([
      ['Vendor', 'Hughes'],
      ['Model', 'HT2000'],
    ]);
  });
});

describe('Other Devices at this Location', () => {
  it('fixes the height at 150 from 5 rows on', () => {
    expect(sameLocationHeight(0)).toBeUndefined();
    expect(sameLocationHeight(4)).toBeUndefined();
    expect(sameLocationHeight(5)).toBe(150);
    expect(sameLocationHeight(40)).toBe(150);
  });

  it('links to the device page on the device page, to LUMOS elsewhere', () => {
    expect(sameLocationLink('ACME-00001-RTR1', true)).toBe('/device-details/ACME-00001-RTR1');
    expect(sameLocationLink('A B/C', true)).toBe('/device-details/A%20B%2FC');
    expect(sameLocationLink('ACME-00001-RTR1', false)).toBe('/lumos?device=ACME-00001-RTR1');
  });
});

describe('LUMOS transport blocks (spec 000 §2)', () => {
  const blocks = (
    nocid: string,
    productCategory: string,
    vendor = 'x',
    className = productCategory === 'Satellite Modem' ? 'HNS_SatModem' : 'HNS_Other',
  ) => transportBlocks(dev({ nocid, productCategory, vendor, className }));

  it('chooses the block by nocid, category and vendor', () => {
    expect(blocks('ECM', 'Wireless Modem')).toEqual(['ecm']);
    expect(blocks('NNOC', 'Satellite Modem')).toEqual(['nnoc']);
    // The NNOC's other devices (DSL modems, phones) have no satellite status.
    expect(blocks('NNOC', 'Wireline Modem')).toEqual([]);
    expect(blocks('NNOC', 'VOIP Phone')).toEqual([]);
    expect(blocks('MERAKI', 'Router')).toEqual(['meraki']);
    expect(blocks('MERAKI', 'Switch')).toEqual([]);
    expect(blocks('VELOCLOUD', 'Router')).toEqual(['velocloud']);
    expect(blocks('FORTILAN', 'Switch')).toEqual(['fortilan']);
    expect(blocks('FORTILAN', 'Router')).toEqual([]);
    expect(blocks('TangoW', 'Switch', 'CISCO')).toEqual(['ciscoSwitch']);
    expect(blocks('TangoW', 'Switch', 'Cisco')).toEqual(['ciscoSwitch']);
    expect(blocks('TangoW', 'Switch', 'Netgear')).toEqual([]);
    expect(blocks('FORTIMGR', 'Router')).toEqual([]);
  });

  it('names the action call of each block', () => {
    expect(TRANSPORT_CALLS).toEqual({
      ecm: 'pingEcm',
      nnoc: 'pingOrCurrentStatus',
      meraki: 'pingOrCurrentStatusMeraki',
      velocloud: 'pingOrCurrentStatusVeloCloud',
      fortilan: 'pingOrCurrentStatusFortilan',
      ciscoSwitch: 'pingInterfaces',
    });
  });

  it('shows VeloCloud only with non-empty results, the others always', () => {
    expect(showsTransportResult('velocloud', [])).toBe(false);
    expect(showsTransportResult('velocloud', {})).toBe(false);
    expect(showsTransportResult('velocloud', null)).toBe(false);
    expect(showsTransportResult('velocloud', [{ link: 1 }])).toBe(true);
    expect(showsTransportResult('velocloud', { links: [] })).toBe(true);
    expect(showsTransportResult('meraki', [])).toBe(true);
  });
});

describe('Polycom neighbour (spec 000 §2)', () => {
  const phone = dev({ name: 'ACME-00001-PH1', model: 'Polycom VVX 411', productCode: 'Polycom-VVX411' });
  const hr = neighbour({ name: 'ACME-00001-VSAT1', model: 'HR5000', productCode: 'HR5000-ENT', poller: 'GTN-AM-02' });

  it('keeps the HR neighbour (and its poller) of a Polycom device', () => {
    expect(polycomNeighbour(phone, [neighbour({ name: 'x', model: 'FGT-60F', productCode: 'FGT' }), hr])?.poller).toBe('GTN-AM-02');
  });

  it('needs both model and productCode to match, on both sides', () => {
    expect(polycomNeighbour(phone, [neighbour({ name: 'y', model: 'HR5000', productCode: 'HT2000' })])).toBeNull();
    expect(polycomNeighbour(dev({ model: 'Polycom VVX', productCode: 'VVX411' }), [hr])).toBeNull();
    expect(polycomNeighbour(dev({ model: 'HT2000', productCode: 'HT2000' }), [hr])).toBeNull();
    expect(polycomNeighbour(phone, [])).toBeNull();
  });
});
