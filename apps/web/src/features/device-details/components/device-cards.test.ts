import { describe, expect, it } from 'vitest';
import { detailsFixture } from '../../../components/device-cards/details-fixture';
import { sparklinePoints } from './cards/impact-sparkline';
import { visibleCards } from './device-cards';

const ALWAYS = ['device-status', 'actions', 'network-configuration', 'pam-suspend', 'monitoring', 'location', 'networks'];

describe('card visibility on the Device Details page', () => {
  it('shows the fixed cards, nothing conditional for a plain device', () => {
    expect(visibleCards(detailsFixture({ han: 'Currently Unavailable' }))).toEqual(ALWAYS);
  });

  it('adds VADB, HAN, Active Path and EIT by their rules, in reading order', () => {
    const details = detailsFixture(
      { han: 'Enabled', vadbPrimaryPhoneNumber: '2015550100', aaCfOpermode: 3 },
      { eit_device_details: { ASSET_ID: 'A1' } },
    );
    expect(visibleCards(details)).toEqual([
      'device-status',
      'actions',
      'network-configuration',
      'pam-suspend',
      'vadb',
      'han',
      'monitoring',
      'active-path',
      'eit',
      'location',
      'networks',
    ]);
  });
});

describe('impact sparkline (150 by 10)', () => {
  it('spreads the points over the width and scales them into the height', () => {
    expect(sparklinePoints([0, 50, 100])).toBe('0.0,9.0 75.0,5.0 150.0,1.0');
    expect(sparklinePoints([7, 7])).toBe('0.0,9.0 150.0,9.0');
    expect(sparklinePoints([])).toBe('');
  });
});
