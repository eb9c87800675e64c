import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import { GatewayApiGeneration, RenewApiGenerationAfterWrite } from './api-generation';

describe('a new API generation after a write', () => {
  let server: http.Server;
  let origin: string;
  const seen: string[] = [];
  let status = 200;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen.length = 0;
    status = 200;
  });

  const context = (method: string) =>
    ({
      getType: () => 'http',
      switchToHttp: () => ({ getRequest: () => ({ method }) }),
    }) as unknown as ExecutionContext;
  const handler: CallHandler = { handle: () => of({ id: 1 }) };

  it("asks the gateway at every address of its host, for the service's generation", async () => {
    await new GatewayApiGeneration('catalog', origin).renew();
    // localhost: one request per address it resolves to that the gateway listens on.
    expect(seen).toContain('POST /api-generation/catalog');
  });

  it("answers a write only once the gateway has the new generation, and keeps the handler's answer", async () => {
    const interceptor = new RenewApiGenerationAfterWrite(new GatewayApiGeneration('content', origin));
    const answer = await lastValueFrom(interceptor.intercept(context('PATCH'), handler));
    expect(answer).toEqual({ id: 1 });
    expect(seen).toContain('POST /api-generation/content');
  });

  it('asks nothing for a read', async () => {
    const interceptor = new RenewApiGenerationAfterWrite(new GatewayApiGeneration('content', origin));
    await lastValueFrom(interceptor.intercept(context('GET'), handler));
    expect(seen).toEqual([]);
  });

  it('never fails the write when a gateway refuses or is not there', async () => {
    status = 500;
    await expect(new GatewayApiGeneration('catalog', origin).renew()).resolves.toBeUndefined();
    await expect(new GatewayApiGeneration('catalog', 'http://127.0.0.1:1').renew()).resolves.toBeUndefined();
    await expect(
      new GatewayApiGeneration('catalog', 'http://no-such-gateway.invalid:8081').renew(),
    ).resolves.toBeUndefined();
  });

  it('asks nobody without GATEWAY_INTERNAL_URL', async () => {
    await new GatewayApiGeneration('catalog', undefined).renew();
    expect(seen).toEqual([]);
  });
});
