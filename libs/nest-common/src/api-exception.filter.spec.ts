import type { ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiExceptionFilter, DATABASE_UNAVAILABLE } from './api-exception.filter';

/** The filter's answer to `exception`: status, headers and body, as Express would send them. */
function answer(exception: unknown) {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete sent.headers[name.toLowerCase()],
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter and an unreachable database', () => {
  it('answers 503 in the error shape with Retry-After when the database cannot be reached', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (const exception of [
      new QueryFailedError('INSERT', [], shutdown),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      expect(answer(exception)).toEqual({
        status: 503,
        headers: {
          'retry-after': '5',
          'cache-control': 'no-store',
          'content-type': 'application/json; charset=utf-8',
        },
        body: { statusCode: 503, error: DATABASE_UNAVAILABLE },
      });
    }
  });

  it('still answers a fault of the code 500', () => {
    const sent = answer(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect({ status: sent.status, body: sent.body }).toEqual({
      status: 500,
      body: { statusCode: 500, error: 'Internal server error' },
    });
  });
});
