/** The part of npm `net-snmp` (3.x, no types of its own) this project uses. */
declare module 'net-snmp' {
  export interface Varbind {
    oid: string;
    type: number;
    value: unknown;
  }
  export interface SessionOptions {
    port?: number;
    retries?: number;
    timeout?: number;
    backoff?: number;
    transport?: 'udp4' | 'udp6';
    version?: number;
    idBitsSize?: 16 | 32;
  }
  export interface V3User {
    name: string;
    level: number;
    authProtocol?: number;
    authKey?: string;
    privProtocol?: number;
    privKey?: string;
  }
  /** Rows keyed by the row index (e.g. '2' or '2.127.0.0.1'), columns keyed by column number. */
  export type SnmpTable = Record<string, Record<string, unknown>>;
  export interface Session {
    get(oids: string[], cb: (err: Error | null, varbinds: Varbind[]) => void): void;
    getBulk(
      oids: string[],
      nonRepeaters: number,
      maxRepetitions: number,
      cb: (err: Error | null, varbinds: Array<Varbind | Varbind[]>) => void,
    ): void;
    table(oid: string, maxRepetitions: number, cb: (err: Error | null, table: SnmpTable) => void): void;
    tableColumns(oid: string, columns: number[], maxRepetitions: number, cb: (err: Error | null, table: SnmpTable) => void): void;
    on(event: 'error', cb: (err: Error) => void): void;
    close(): void;
  }
  const snmp: {
    Version1: number;
    Version2c: number;
    Version3: number;
    SecurityLevel: { noAuthNoPriv: number; authNoPriv: number; authPriv: number };
    AuthProtocols: Record<'md5' | 'sha' | 'sha224' | 'sha256' | 'sha384' | 'sha512', number>;
    PrivProtocols: Record<'des' | 'aes' | 'aes256b' | 'aes256r', number>;
    createSession(target: string, community: string, options?: SessionOptions): Session;
    createV3Session(target: string, user: V3User, options?: SessionOptions): Session;
    isVarbindError(vb: Varbind): boolean;
    varbindError(vb: Varbind): string;
  };
  export default snmp;
}
