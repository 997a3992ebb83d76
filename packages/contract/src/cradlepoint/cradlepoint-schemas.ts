import { Type, type Static } from 'typebox';
import { listAnswer } from '../es-query';
import { rowSchema } from '../fields/row-schema';
import { CRADLEPOINT_MAX_LIMIT } from './cradlepoint-constants';
import { CRADLEPOINT_CARRIER_FIELDS, CRADLEPOINT_ECM_FIELDS, CRADLEPOINT_FIELDS, CRADLEPOINT_SSH_FIELDS } from './cradlepoint-fields';
import { OffsetParam } from '../paging-params';

/**
 * The spec's calls carry no parameters: the browser asks for every row and filters them itself.
 * An API client may page with offset and limit (default: every row); total is always the count.
 */
export const CradlepointQuery = Type.Object(
  {
    offset: Type.Optional(OffsetParam({ description: 'Rows to skip (default 0)' })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: CRADLEPOINT_MAX_LIMIT,
        description: `Rows to answer (default every row, at most ${CRADLEPOINT_MAX_LIMIT})`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type CradlepointQuery = Static<typeof CradlepointQuery>;

export const CradlepointRow = rowSchema(CRADLEPOINT_FIELDS, 'CradlepointRecord');
export const CradlepointEcmRow = rowSchema(CRADLEPOINT_ECM_FIELDS, 'CradlepointEcmRecord');
export const CradlepointSshRow = rowSchema(CRADLEPOINT_SSH_FIELDS, 'CradlepointSshRecord');
export const CradlepointCarrierRow = rowSchema(CRADLEPOINT_CARRIER_FIELDS, 'CradlepointCarrierRecord');

const answer = <T extends ReturnType<typeof rowSchema>>(row: T) => listAnswer(row);
export const CradlepointAnswer = answer(CradlepointRow);
export const CradlepointEcmAnswer = answer(CradlepointEcmRow);
export const CradlepointSshAnswer = answer(CradlepointSshRow);
export const CradlepointCarrierAnswer = answer(CradlepointCarrierRow);

/** A row of any Cradlepoint tab, as the browser holds it. */
export type CradlepointRecord = Partial<Record<string, string | number | null>>;
export interface CradlepointAnswerBody {
  data: CradlepointRecord[];
  total: number;
}
