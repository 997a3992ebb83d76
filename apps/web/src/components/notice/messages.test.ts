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

  it("says the server cannot be reached (and a write keeps the typed values) instead of the browser's fetch words", () => {
    expect(notAbleToUpdate(new TypeError('Failed to fetch'))).toBe('Not able to update, the server cannot be reached; the typed values are kept');
    expect(notAbleToCreate(new TypeError('Load failed'))).toBe('Not able to create, the server cannot be reached; the typed values are kept');
    expect(dataLoadingError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      'Data Loading Error, the server cannot be reached',
    );
    expect(notAbleToUpdate(new Error('Failed to fetch'))).toBe('Not able to update, Failed to fetch');
  });
});
