import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The gateway's end of the connection (its local port): the same for requests on one connection. */
  connection: number;
}

type Handler = (req: SeenRequest, res: http.ServerResponse) => void;

/** An HTTP server standing in for a service: records every request and answers JSON. */
export class FakeUpstream {
  readonly seen: SeenRequest[] = [];
  private server?: http.Server;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly handler?: Handler,
  ) {}

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const seen = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          connection: req.socket.remotePort ?? 0,
        };
        this.seen.push(seen);
        if (this.handler) return this.handler(seen, res);
        FakeUpstream.json(res, 200, { service: this.name, method: seen.method, url: seen.url });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get address(): string {
    return `127.0.0.1:${(this.server?.address() as AddressInfo | undefined)?.port ?? this.port}`;
  }

  /** Requests seen since `mark` (a previous seen.length). */
  since(mark: number): SeenRequest[] {
    return this.seen.slice(mark);
  }

  static json(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
}
