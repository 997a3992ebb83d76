import { describe, expect, it } from 'vitest';
import { choicesOf, exampleOf, typeLabel } from './schema-text';

describe('choicesOf', () => {
  it('reads enums, literal unions (anyOf of one-value enums), const and booleans', () => {
    expect(choicesOf({ type: 'integer', enum: [10, 20] })).toEqual(['10', '20']);
    expect(
      choicesOf({
        anyOf: [
          { type: 'string', enum: ['asc'] },
          { type: 'string', enum: ['desc'] },
        ],
      }),
    ).toEqual(['asc', 'desc']);
    expect(choicesOf({ type: 'boolean' })).toEqual(['true', 'false']);
    expect(choicesOf({ anyOf: [{ const: 'a' }, { type: 'null' }] })).toEqual(['a']);
  });

  it('is undefined for free text or a union with free text', () => {
    expect(choicesOf({ type: 'string' })).toBeUndefined();
    expect(choicesOf({ anyOf: [{ type: 'string' }, { type: 'string', enum: ['x'] }] })).toBeUndefined();
    expect(choicesOf(undefined)).toBeUndefined();
  });
});

describe('typeLabel', () => {
  it('names types, unions and arrays', () => {
    expect(typeLabel({ type: 'integer' })).toBe('integer');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeLabel({ type: 'array', items: { type: 'string' } })).toBe('array of string');
    expect(typeLabel({})).toBe('any');
  });
});

describe('exampleOf', () => {
  it('builds a body from the schema: defaults, first enum value, typed placeholders, first non-null member', () => {
    const schema = {
      anyOf: [
        {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              schedule_type: { type: 'string', enum: ['device'] },
              device_name: { type: 'string' },
              info: { anyOf: [{ type: 'null' }, { type: 'string' }] },
              start_time: { type: 'integer', minimum: 0 },
              notify: { type: 'boolean', default: true },
            },
          },
        },
        { type: 'object' },
      ],
    };
    expect(exampleOf(schema)).toEqual([{ schedule_type: 'device', device_name: 'string', info: 'string', start_time: 0, notify: true }]);
  });
});
