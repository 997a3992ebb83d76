import { describe, expect, it } from 'vitest';
import {
  BULK_ACTIONS,
  availableBulkActions,
  bulkActionBlockers,
  isBulkAction,
  isPollable,
  type BulkAction,
  type BulkActionDevice,
} from './bulk-actions';

/** A satellite Diversity site modem in service: every action is open to it. */
const all: BulkActionDevice = {
  nocid: 'NNOC',
  discovered: true,
  provisionStatus: 'ACTV',
  poller: 'GTN-AM-01',
  userdef2: 'Diversity',
  nmd: 'CUST1',
};
const actions = (d: Partial<BulkActionDevice>[]) => availableBulkActions(d.map((x) => ({ ...all, ...x }))).map((a) => a.action);
const ALL = BULK_ACTIONS.map((a) => a.action);
const without = (...gone: BulkAction[]) => ALL.filter((a) => !gone.includes(a));
const NOC = ['switchToHome', 'switchToBackup', 'switchToGtn', 'switchToNlv', 'dcSwitch'] as const;

describe('availableBulkActions', () => {
  it('offers nothing for an empty selection', () => {
    expect(availableBulkActions([])).toEqual([]);
  });

  it('offers every action, in menu order with labels, to a discovered ACTV satellite Diversity device', () => {
    expect(availableBulkActions([all])).toEqual(BULK_ACTIONS.map((a) => ({ ...a })));
    expect(actions([{ provisionStatus: 'maint' }])).toEqual(ALL);
  });

  it('offers nothing to an undiscovered device', () => {
    expect(actions([{ discovered: false }])).toEqual([]);
    expect(actions([{ discovered: null }])).toEqual([]);
  });

  it.each(['PAM-ST-OI', 'Currently Unavailable', 'notset', 'NotApplicable', '', null])('multiPing needs a pollable poller, not %j', (poller) => {
    expect(actions([{ poller }])).toEqual(without('multiPing'));
    expect(isPollable(poller)).toBe(false);
  });

  it.each(['PEND', 'DISC', 'actv', null])('PAM and NOC switches need ACTV or maint, not %j', (provisionStatus) => {
    expect(actions([{ provisionStatus }])).toEqual(['multiPing', 'getStatus']);
  });

  it('PAM Suspend needs a nocid other than CRM-ACTV and a customer id', () => {
    expect(actions([{ nocid: 'CRM-ACTV' }])).toEqual(without('pamSuspend', ...NOC));
    for (const nmd of ['notset', '', null]) expect(actions([{ nmd }])).toEqual(without('pamSuspend'));
  });

  it('NOC switches need a satellite (NNOC) device at a Diversity site', () => {
    expect(actions([{ nocid: 'FORTIMGR' }])).toEqual(without(...NOC));
    for (const userdef2 of ['notset', null, 'diversity']) expect(actions([{ userdef2 }])).toEqual(without(...NOC));
  });

  it('offers only what ALL selected devices allow', () => {
    expect(actions([{}, { poller: 'notset' }, { nocid: 'ECM', userdef2: null }])).toEqual(['pamSuspend', 'getStatus']);
    expect(actions([{}, { nmd: 'notset' }, { discovered: false }])).toEqual([]);
    expect(actions([{}, {}])).toEqual(ALL);
  });
});

describe('bulkActionBlockers', () => {
  it('names every unmet requirement', () => {
    expect(bulkActionBlockers('switchToHome', { ...all, discovered: false, userdef2: null })).toEqual([
      'not discovered',
      "userdef2 is not 'Diversity'",
    ]);
    expect(bulkActionBlockers('getStatus', all)).toEqual([]);
  });

  it('knows its actions', () => {
    expect(isBulkAction('dcSwitch')).toBe(true);
    expect(isBulkAction('reboot')).toBe(false);
  });
});
