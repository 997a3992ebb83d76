import { Type, type Static, type TSchema } from 'typebox';
import { listAnswer } from '../es-query';
import { CMDB_ENTITIES, CMDB_MAX_LIMIT, type CmdbCollection, type CmdbFieldKind } from './cmdb-entities';
import { OffsetParam } from '../paging-params';

const VALUE: Record<CmdbFieldKind, () => TSchema> = {
  text: () => Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  longText: () => Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()]),
  number: () => Type.Union([Type.Number(), Type.Null()]),
  bool: () => Type.Union([Type.Boolean(), Type.Null()]),
  date: () => Type.Union([Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }), Type.Null()]),
  names: () => Type.Union([Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 }), Type.Null()]),
  ref: () => Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]),
};

const noun = (c: CmdbCollection) => CMDB_ENTITIES[c].noun;
const title = (c: CmdbCollection, suffix: string) =>
  c.replace(/^svi_hughes_/, '').replace(/(^|_)([a-z])/g, (_, __, ch: string) => ch.toUpperCase()) + suffix;

/**
 * The body of POST and PUT: every field optional at the schema level, so a blank required field
 * gets the shared rule's clear message (validateCmdbRecord) rather than a schema error.
 */
export const cmdbBody = (c: CmdbCollection) =>
  Type.Object(Object.fromEntries(CMDB_ENTITIES[c].fields.map((f) => [f.name, Type.Optional(VALUE[f.kind]())])), {
    additionalProperties: false,
    title: title(c, 'Input'),
    description: `The fields of a ${noun(c)}. PUT sends the changed fields only; they are merged into the stored row.`,
  });

/**
 * PUT's body: the changed fields and `version`, the version of the row the form was opened on
 * (issue 30, item 12). Another stored version answers 409 with the row as it is now (CmdbConflict);
 * without one the edit is not checked (the spec's clients send none).
 */
export const cmdbUpdateBody = (c: CmdbCollection) =>
  Type.Object(
    {
      ...cmdbBody(c).properties,
      version: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version this client read; another stored version answers 409' }),
      ),
    },
    { additionalProperties: false, title: title(c, 'Update'), description: `The changed fields of a ${noun(c)} and the version they were made on.` },
  );

/** A stored row: its key, its fields, dttm (the time of its last change, ISO 8601) and its version. */
export const cmdbRow = (c: CmdbCollection) =>
  Type.Object(
    {
      [CMDB_ENTITIES[c].key]: Type.Integer(),
      ...Object.fromEntries(CMDB_ENTITIES[c].fields.map((f) => [f.name, VALUE[f.kind]()])),
      dttm: Type.String({ description: 'Last change, ISO 8601' }),
      version: Type.Integer({ minimum: 1, description: 'moves on with every change of the row; send it back with an edit' }),
    },
    { title: title(c, 'Row') },
  );

/** 409 of an edit made on a stale version: `current` is the row as it is stored now. */
export const cmdbConflict = (c: CmdbCollection) =>
  Type.Object(
    { statusCode: Type.Literal(409), error: Type.String(), message: Type.String(), current: Type.Optional(cmdbRow(c)) },
    { title: title(c, 'Conflict') },
  );

export const cmdbAnswer = (c: CmdbCollection) => listAnswer(cmdbRow(c), { title: title(c, 'Page') });

/** GET: limit (default 100), offset, sort (a field, the key or dttm; default dttm) and order (default desc). */
export const CmdbListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: CMDB_MAX_LIMIT })),
    offset: Type.Optional(OffsetParam()),
    sort: Type.Optional(Type.String({ maxLength: 60 })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type CmdbListQuery = Static<typeof CmdbListQuery>;

export const CmdbIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** GET svn/svi_hughes_locations_hierarchy: the overview window in epoch seconds (default the last 10 minutes). */
export const CmdbHierarchyQuery = Type.Object(
  {
    start_timestamp: Type.Optional(Type.Integer({ minimum: 0, maximum: 253_402_300_799 })),
    end_timestamp: Type.Optional(Type.Integer({ minimum: 0, maximum: 253_402_300_799 })),
  },
  { additionalProperties: false },
);
export type CmdbHierarchyQuery = Static<typeof CmdbHierarchyQuery>;

/** One share of a status bar: label (Critical..Normal), percent of the node's devices, device count. */
export const StateShare = Type.Object({ label: Type.String(), percent: Type.Number(), value: Type.Integer() });
export type StateShare = Static<typeof StateShare>;

const node = (key: string, name: string) =>
  Type.Object(
    {
      [key]: Type.Integer(),
      name: Type.String(),
      /** A node is active when some of its devices reported in the window. */
      active: Type.Boolean(),
      notes: Type.Union([Type.String(), Type.Null()]),
      device_count_by_state: Type.Array(StateShare),
    },
    { title: name },
  );

export const HierarchyServiceInstance = node('service_instance_id', 'HierarchyServiceInstance');
export const HierarchyInroute = node('inroute_id', 'HierarchyInroute');

export const HierarchyDatacenter = Type.Object(
  {
    datacenter_id: Type.Integer(),
    name: Type.String(),
    active: Type.Boolean(),
    services: Type.Array(Type.String()),
    notes: Type.Union([Type.String(), Type.Null()]),
    device_count_by_state: Type.Array(StateShare),
    inroutes_device_counts: Type.Array(Type.Object({ beam_id: Type.String(), device_count: Type.Integer() })),
    service_instances: Type.Array(HierarchyServiceInstance),
    inroutes: Type.Array(HierarchyInroute),
  },
  { title: 'HierarchyDatacenter' },
);
export type HierarchyDatacenter = Static<typeof HierarchyDatacenter>;

/** A location row with every location field, its status bar, and its datacenters. */
export const HierarchyLocation = Type.Intersect(
  [
    cmdbRow('svi_hughes_locations'),
    // name is NOT NULL in the table (a required field): the tree's nodes all carry one.
    Type.Object({
      name: Type.String(),
      active: Type.Boolean(),
      device_count_by_state: Type.Array(StateShare),
      data_centers: Type.Array(HierarchyDatacenter),
    }),
  ],
  { title: 'HierarchyLocation' },
);
export const CmdbHierarchyAnswer = Type.Object({ data: Type.Array(HierarchyLocation), total: Type.Integer() });
export type CmdbHierarchyAnswer = Static<typeof CmdbHierarchyAnswer>;
