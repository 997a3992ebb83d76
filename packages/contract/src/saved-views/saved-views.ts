import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

/**
 * Saved views (issue 21 item 3): a grid view (its screen path and the URL search string that
 * holds its query, filters, sort, page and columns) stored on the server under a name, private to
 * its owner or shared with everyone.
 */
export const SAVED_VIEW_VISIBILITIES = ['private', 'shared'] as const;

export const SAVED_VIEW_NAME_MAX = 80;
export const SAVED_VIEW_SEARCH_MAX = 4000;

const Visibility = literalUnion(SAVED_VIEW_VISIBILITIES, { description: 'private: only the owner sees it; shared: every signed-in user does' });
const Name = Type.String({ minLength: 1, maxLength: SAVED_VIEW_NAME_MAX, pattern: '\\S', description: 'shown in the Views menu and the palette' });
/** A screen path of the app ('/manage-devices'); no scheme, host, query or fragment. */
const ScreenPath = Type.String({ minLength: 1, maxLength: 200, pattern: '^/[^?#\\s]*$', description: "the screen's path, e.g. /manage-devices" });
/** location.search as the browser writes it: empty, or '?' and the parameters. */
const Search = Type.String({
  maxLength: SAVED_VIEW_SEARCH_MAX,
  pattern: '^(\\?[^#\\s]*)?$',
  description: 'the URL search string, e.g. ?query=name:ACME*',
});

export const SavedView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  visibility: Visibility,
  path: Type.String(),
  search: Type.String(),
  /** The owner's nickname (who made it). */
  owner: Type.String(),
  /** The caller made it: they may edit and delete it. */
  own: Type.Boolean(),
  /** Sent back on update and delete: a different stored version is a 409. */
  version: Type.Integer(),
  /** epoch ms of the last write */
  updated_at: Type.Integer(),
});
export type SavedView = Static<typeof SavedView>;

export const SavedViewList = Type.Object({ data: Type.Array(SavedView) });
export type SavedViewList = Static<typeof SavedViewList>;

export const SavedViewListQuery = Type.Object({ path: Type.Optional(ScreenPath) }, { additionalProperties: false });
export type SavedViewListQuery = Static<typeof SavedViewListQuery>;

export const CreateSavedViewBody = Type.Object(
  { name: Name, visibility: Visibility, path: ScreenPath, search: Search },
  { additionalProperties: false },
);
export type CreateSavedViewBody = Static<typeof CreateSavedViewBody>;

/** The changed fields and the version the caller read. */
export const UpdateSavedViewBody = Type.Object(
  {
    name: Type.Optional(Name),
    visibility: Type.Optional(Visibility),
    search: Type.Optional(Search),
    version: Type.Integer({ minimum: 1, description: 'the version read; another stored version is a 409' }),
  },
  { additionalProperties: false },
);
export type UpdateSavedViewBody = Static<typeof UpdateSavedViewBody>;

export const SavedViewIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type SavedViewIdParams = Static<typeof SavedViewIdParams>;

export const DeleteSavedViewQuery = Type.Object(
  { version: Type.Optional(Type.Integer({ minimum: 1, description: 'when given, another stored version is a 409' })) },
  { additionalProperties: false },
);
export type DeleteSavedViewQuery = Static<typeof DeleteSavedViewQuery>;

/** A refused write: the message, and the view as stored now when it was changed meanwhile. */
export const SavedViewConflict = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  current: Type.Optional(SavedView),
});
export type SavedViewConflict = Static<typeof SavedViewConflict>;

/** The audit target of a saved view. */
export const savedViewTarget = (id: number) => `saved-view:${id}`;
