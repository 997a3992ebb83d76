import type { BulkActionDevice } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { bulkChoices, bulkOptions, keptChoice, submitKind } from './bulk-choice';

type Device = BulkActionDevice & { name: string };
const device = (over: Partial<Device> = {}): Device => ({
  name: 'ACME-00001-VSAT1',
  nocid: 'NNOC',
  discovered: true,
  provisionStatus: 'ACTV',
  poller: 'POLLER-01',
  userdef2: 'Diversity',
  nmd: 'CUST1',
  ...over,
});

const labels = (rows: Device[]) => bulkOptions(rows).map((o) => o.label);

describe('bulk action select (spec 001 §2.2)', () => {
  it('offers nothing without a selection', () => {
    expect(bulkOptions([])).toEqual([]);
  });

  it('offers every action to satellite Diversity devices in service', () => {
    expect(labels([device(), device({ provisionStatus: 'maint' })])).toEqual([
      'Multi Ping',
      'PAM Suspend',
      'Switch to Home NOC',
      'Switch to Backup NOC',
      'Switch to Germantown NOC',
      'Switch to NLV NOC',
      'DC Switch',
      'Get Status',
    ]);
  });

  it('drops the NOC switches as soon as one selected device is not NNOC Diversity', () => {
    expect(labels([device(), device({ nocid: 'OVRC' })])).toEqual(['Multi Ping', 'PAM Suspend', 'Get Status']);
    expect(labels([device(), device({ userdef2: null })])).toEqual(['Multi Ping', 'PAM Suspend', 'Get Status']);
  });

  it('offers only Get Status for an unpollable CRM device, nothing for an undiscovered one', () => {
    expect(labels([device({ nocid: 'CRM-ACTV', poller: 'notset' })])).toEqual(['Get Status']);
    expect(labels([device(), device({ discovered: false })])).toEqual([]);
  });

  it('keeps the chosen action only while it is offered', () => {
    const all = bulkOptions([device()]);
    expect(keptChoice('switchToHome', all)).toBe('switchToHome');
    expect(keptChoice('switchToHome', bulkOptions([device({ nocid: 'OVRC' })]))).toBeNull();
    expect(keptChoice('multiPing', [])).toBeNull();
    expect(keptChoice(null, all)).toBeNull();
  });

  it('sends PAM Suspend to the dock and the rest to the endpoint', () => {
    expect(submitKind('pamSuspend')).toBe('dock');
    expect(submitKind('multiPing')).toBe('endpoint');
    expect(submitKind('getStatus')).toBe('endpoint');
  });

  it('lists the actions the selection blocks, disabled, naming the first device that blocks each and why', () => {
    const power = device({ name: 'ACME-00002-PWR1', nocid: 'OVRC', userdef2: null });
    const choices = bulkChoices([device(), power, device({ name: 'ACME-00003-VSAT1', discovered: false })]);
    expect(choices.map((c) => c.label)).toEqual([
      'Multi Ping',
      'PAM Suspend',
      'Switch to Home NOC',
      'Switch to Backup NOC',
      'Switch to Germantown NOC',
      'Switch to NLV NOC',
      'DC Switch',
      'Get Status',
    ]);
    expect(choices.every((c) => c.disabled)).toBe(true);
    expect(choices.find((c) => c.action === 'switchToHome')?.reason).toBe("Not for ACME-00002-PWR1: nocid is not NNOC; userdef2 is not 'Diversity'");
    expect(choices.find((c) => c.action === 'getStatus')?.reason).toBe('Not for ACME-00003-VSAT1: not discovered');
    const mixed = bulkChoices([device(), power]);
    expect(mixed.filter((c) => !c.disabled).map((c) => c.action)).toEqual(['multiPing', 'pamSuspend', 'getStatus']);
    expect(mixed.find((c) => c.action === 'multiPing')?.reason).toBeUndefined();
  });
});

describe('bulk action select and the roles (issue 17)', () => {
  const operator = (action: string) =>
    ['multiPing', 'getStatus', 'pamSuspend'].includes(action) ? { allowed: true } : { allowed: false, reason: 'Needs the Engineer role' };

  it('lists what the roles refuse, disabled with the role it needs', () => {
    const choices = bulkChoices([device()], operator);
    expect(choices.find((c) => c.action === 'dcSwitch')).toMatchObject({ disabled: true, reason: 'Needs the Engineer role' });
    expect(choices.find((c) => c.action === 'multiPing')).toMatchObject({ disabled: false });
    expect(bulkOptions([device()], operator).map((o) => o.action)).toEqual(['multiPing', 'pamSuspend', 'getStatus']);
  });

  it("names the role before a device's own blocker", () => {
    const choices = bulkChoices([device({ userdef2: 'Primary' })], () => ({ allowed: false, reason: 'Needs the Operator role' }));
    expect(choices.every((c) => c.disabled && c.reason === 'Needs the Operator role')).toBe(true);
  });
});
