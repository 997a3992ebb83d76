/**
 * The sign-in provider's store (migration 002) and the app's generated secrets (004).
 */
export interface OidcPayloadTable {
  id: string;
  kind: string;
  payload: unknown;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: number | null;
  consumed_at: number | null;
}

export interface OidcKeyTable {
  id: string;
  kind: string;
  material: unknown;
  created_at: number;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: number;
}
