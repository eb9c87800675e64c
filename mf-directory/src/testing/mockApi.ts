import { json } from './renderWithProviders';

export type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces fetch with a router of 'METHOD /api/path' (query string ignored) to handlers;
 * an unrouted call answers 404. Returns the mock to inspect the calls.
 */
export function mockApi(routes: Record<string, Handler>) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : json({ statusCode: 404, error: 'Not found' }, 404);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The request of a mock's nth call. */
export function requestOf(mock: jest.Mock, index: number): Request {
  return mock.mock.calls[index][0] as Request;
}
