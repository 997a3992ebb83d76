import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

const engines = await testEngines();

const devices = [
  { name: 'dev-a1', state: 1, nmd: 'CUST1', class_name: 'Modem', discovered: true },
  { name: 'dev-a2', state: 2, nmd: 'CUST1', class_name: 'Modem', discovered: true },
  { name: 'dev-b1', state: 5, nmd: 'CUST2', class_name: 'Router', discovered: false },
  { name: 'dev-b2', state: 5, nmd: 'CUST2', class_name: 'Router', discovered: true },
  { name: 'dev-c1', state: 3, nmd: '', class_name: 'Switch', discovered: true },
  { name: 'dev-c2', state: null, nmd: null, class_name: 'Switch', discovered: null },
];

/** Each Lucene spelling beside the query it must match the same rows as (and the rows). */
const SAME_AS: Array<[string, string, string[]]> = [
  ['-state:5', 'NOT state:5', ['dev-a1', 'dev-a2', 'dev-c1', 'dev-c2']],
  ['!state:5', 'NOT state:5', ['dev-a1', 'dev-a2', 'dev-c1', 'dev-c2']],
  ['+state:5', 'state:5', ['dev-b1', 'dev-b2']],
  ['nmd:CUST1 || className:Switch', 'nmd:CUST1 OR className:Switch', ['dev-a1', 'dev-a2', 'dev-c1', 'dev-c2']],
  ['nmd:CUST2 && discovered:true', 'nmd:CUST2 AND discovered:true', ['dev-b2']],
  ['-(nmd:CUST1 OR nmd:CUST2)', 'NOT (nmd:CUST1 OR nmd:CUST2)', ['dev-c1', 'dev-c2']],
  ['className:Router -discovered:false', 'className:Router AND NOT discovered:false', ['dev-b2']],
  ['state:1 || -discovered:true', 'state:1 OR NOT discovered:true', ['dev-a1', 'dev-b1', 'dev-c2']],
];

describe.each(engines)('Lucene operator spellings through /es/devices/all on %s', (engine) => {
  let h: Harness;
  const names = async (query: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1.0/es/devices/all?sort=name&query=${encodeURIComponent(query)}`,
      headers: h.operator,
    });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    const body = res.json() as { data: Array<{ name: string }>; total: number };
    expect(body.total).toBe(body.data.length);
    return body.data.map((d) => d.name);
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db.insertInto('devices').values(devices).execute();
  });
  afterAll(() => h?.close());

  it.each(SAME_AS)('%s matches the rows of %s', async (query, wordForm, expected) => {
    expect(await names(query)).toEqual(expected);
    expect(await names(wordForm)).toEqual(expected);
  });

  it.each([
    ['name:dev-a1^2', "boosts ('^') are not supported"],
    ['name:dev-a~', "fuzzy and proximity searches ('~') are not supported"],
    ['name:/dev-.*/', "regular expressions ('/.../') are not supported"],
    ['state:5 ||', 'expected a term'],
  ])('answers 400 naming the operator for %s', async (query, message) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0/es/devices/all?query=${encodeURIComponent(query)}`, headers: h.operator });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(message);
  });
});
