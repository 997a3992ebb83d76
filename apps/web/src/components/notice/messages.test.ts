import { describe, expect, it } from 'vitest';
import { dataLoadingError, dataLoadingServerError, notAbleToCreate, notAbleToDelete, notAbleToExecute, notAbleToUpdate } from './messages';

describe('error catalogue texts (spec 002 §8, 001 §8)', () => {
  it('spells every message as the spec does', () => {
    expect(dataLoadingError()).toBe('Data Loading Error');
    expect(dataLoadingError(new Error('timeout'))).toBe('Data Loading Error, timeout');
    expect(dataLoadingServerError('bad network')).toBe('Data Loading Error: bad network');
    expect(notAbleToCreate(new Error('duplicate name'))).toBe('Not able to create, duplicate name');
    expect(notAbleToUpdate('gone')).toBe('Not able to update, gone');
    expect(notAbleToDelete(undefined)).toBe('Not able to delete, Unknown error');
    expect(notAbleToExecute('Multi Ping')).toBe('Not able to execute Multi Ping');
  });
});
