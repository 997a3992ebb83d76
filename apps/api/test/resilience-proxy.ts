import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP hop between the API and PostgreSQL that a test can freeze: while frozen nothing is
 * forwarded either way and no socket closes, as in a network partition (packets vanish, no
 * RST), and new connections are accepted but never reach the database.
 */
export class FreezableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private frozen = false;
  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    this.server = createServer((client) => {
      this.track(client);
      if (this.frozen) return client.pause();
      const upstream = createConnection(this.target);
      this.track(upstream);
      const forward = (from: Socket, to: Socket) =>
        from.on('data', (d) => {
          if (!this.frozen) to.write(d);
        });
      forward(client, upstream);
      forward(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    return (this.server.address() as { port: number }).port;
  }

  /** Drops everything in flight from now on, keeping every socket open. */
  freeze(): void {
    this.frozen = true;
  }
  /** Forwards again; what was dropped stays lost (those connections are broken for good). */
  thaw(): void {
    this.frozen = false;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server?.close(r));
  }

  private track(s: Socket) {
    this.sockets.add(s);
    s.on('close', () => this.sockets.delete(s));
    s.on('error', () => s.destroy());
  }
}
