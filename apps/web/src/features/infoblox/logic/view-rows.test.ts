import { describe, expect, it } from 'vitest';
import { viewRows } from './view-rows';

describe('viewRows', () => {
  it('flattens host records: addresses joined, missing attributes empty', () => {
    const [row] = viewRows('hostname', {
      total: 1,
      data: [
        {
          name: 'a.hughes.net',
          view: 'Hughes-Mgmt',
          comment: null,
          ipv4addrs: [{ ipv4addr: '10.16.3.7' }, { ipv4addr: '10.16.3.8' }],
          ipv6addrs: [{ ipv6addr: 'fd10:16:4::7' }],
          extattrs: {},
          owner: null,
          ownerGroup: 'NOC',
          lastModified: '2025-01-02',
        },
      ],
    });
    expect(row).toEqual({
      key: 'a.hughes.net|Hughes-Mgmt',
      name: 'a.hughes.net',
      ipv4: '10.16.3.7, 10.16.3.8',
      ipv6: 'fd10:16:4::7',
      view: 'Hughes-Mgmt',
      owner: '',
      ownerGroup: 'NOC',
      lastModified: '01/02/2025',
      comment: '',
    });
  });

  it('keys range rows by view and address and joins their names', () => {
    const [row] = viewRows('iprange', {
      total: 1,
      data: [
        {
          names: ['a', 'b'],
          ip_address: '10.0.0.1',
          status: 'CONFLICT',
          network: '10.0.0.0/24',
          network_view: 'v',
          owner: null,
          ownerGroup: null,
          lastModified: null,
        },
      ],
    });
    expect(row).toMatchObject({ key: 'v|10.0.0.1', names: 'a, b', status: 'CONFLICT' });
  });
});
