/**
 * The token of an `Authorization: Bearer <token>` header, unverified; undefined for any other
 * header. The one reading of the header: authentication, sign-out, live streams, rate limits,
 * feed webhooks and /metrics must agree on which requests carry a bearer.
 */
export const bearerOf = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
