import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { CONFLICT_MESSAGE, DELETED_MESSAGE, errorsAfterEdit, saveFailureOf } from './save-error';

describe('saveFailureOf', () => {
  it('puts a 400 naming a field under that field', () => {
    const e = new ApiError('recurrence: Pick at least one weekday', 400, {
      statusCode: 400,
      field: 'recurrence',
      message: 'Pick at least one weekday',
    });
    expect(saveFailureOf(e)).toEqual({ fields: { recurrence: 'Pick at least one weekday' } });
  });

  it('shows a 400 without a known field as one message', () => {
    expect(saveFailureOf(new ApiError('body must be object', 400, { statusCode: 400 }))).toEqual({ fields: {}, message: 'body must be object' });
  });

  it('reads a 409 as changed (with the stored window) or deleted', () => {
    const current = { id: 1, version: 3 };
    expect(saveFailureOf(new ApiError('conflict', 409, { current }))).toEqual({ fields: {}, conflict: { current }, message: CONFLICT_MESSAGE });
    expect(saveFailureOf(new ApiError('conflict', 409, { current: null }))).toEqual({
      fields: {},
      conflict: { current: null },
      message: DELETED_MESSAGE,
    });
  });

  it('keeps any other failure as its message', () => {
    expect(saveFailureOf(new ApiError('Forbidden', 403))).toEqual({ fields: {}, message: 'Forbidden' });
    expect(saveFailureOf(new Error('offline'))).toEqual({ fields: {}, message: 'offline' });
  });
});

describe('errorsAfterEdit', () => {
  it("drops the message of the field an edit belongs to, keeps the others'", () => {
    const errors = { recurrence: 'Pick at least one weekday', name: 'Name is required' };
    expect(errorsAfterEdit(errors, ['weekdays'])).toEqual({ name: 'Name is required' });
    expect(errorsAfterEdit(errors, ['hours'])).toEqual(errors);
    expect(errorsAfterEdit({ target: 'A query is required' }, ['query'])).toEqual({});
  });
});
