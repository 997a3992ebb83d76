/**
 * Tables of several API processes on one database (migration 030): the simulator's tick ledger
 * and the packet captures every process can serve.
 */
export interface SimulatorTickTable {
  tick: number;
  process: string;
  lock_session: number | null;
  started_at: number;
  finished_at: number | null;
}

export interface PacketCaptureTable {
  file_name: string;
  device_name: string;
  created_at: number;
  bytes: Uint8Array;
  /** Subject of who made it; null for captures from before migration 033 (admins only). */
  created_by: string | null;
}
