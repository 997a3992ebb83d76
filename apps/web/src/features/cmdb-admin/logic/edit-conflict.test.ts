import { describe, expect, it } from 'vitest';
import { rebaseForm } from './edit-conflict';
import { rowToForm } from './form-values';

const C = 'svi_hughes_circuits';

describe('rebaseForm (an edit refused as stale)', () => {
  it("keeps what was typed, takes the other change where nothing was typed, and lists the other change's fields", () => {
    const opened = { circuit_id: 1, a_circuit_id: 'X', carrier: 'Lumen', speed: '10 Gbps', notes: null, version: 1 };
    const current = { ...opened, carrier: 'Zayo', speed: '100 Gbps', version: 2 };
    const typed = { ...rowToForm(C, opened), speed: '40 Gbps', notes: 'mine' };
    const { values, changes } = rebaseForm(C, opened, current, typed);
    expect(values).toMatchObject({ carrier: 'Zayo', speed: '40 Gbps', notes: 'mine' });
    expect(changes).toEqual([
      { name: 'speed', label: 'Speed', was: '10 Gbps', now: '100 Gbps', typed: true },
      { name: 'carrier', label: 'Carrier', was: 'Lumen', now: 'Zayo', typed: false },
    ]);
  });
});
