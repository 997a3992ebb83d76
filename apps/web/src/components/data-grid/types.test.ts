import type { AuditRow } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import type { GridColumn } from './types';

describe('grid column fields', () => {
  it("name the contract row's fields, checked at compile time", () => {
    const when: GridColumn<AuditRow> = { field: 'at', header: 'When', kind: 'date' };
    // A typo of a field fails typecheck (tsc runs over tests too).
    // @ts-expect-error 'actorNmae' is not a field of the audit row
    const typo: GridColumn<AuditRow> = { field: 'actorNmae', header: 'User' };
    // An actions column draws buttons from the whole row: its field is only an id.
    const actions: GridColumn<AuditRow> = { field: 'details', header: '', kind: 'actions' };
    expect([when, typo, actions].map((c) => c.field)).toEqual(['at', 'actorNmae', 'details']);
  });
});
