// Frontend tests' API: an MSW server (Mock Service Worker, msw/node) that answers the app's fetch
// calls from handlers a test gives, instead of a hand-written stub of `fetch`. Importing this file
// starts the server for the test file and resets its handlers after each test.
//
//   const api = mockApi({ 'GET /api/businesses': () => json(list), 'POST /api/reviews': answer });
//   ... requestOf(api, 0).url, api.mock.calls.length
//
// A route is 'METHOD /api/path' (METHOD may be ALL; any host; the query string ignored; `*` in the
// path matches any part, so 'GET /api/*' last answers every other read). A request no route takes
// is answered 404 in the API's error shape.
import { http } from 'msw';
import { setupServer } from 'msw/node';

export { http, HttpResponse } from 'msw';

/** Answers one request. */
export type Handler = (request: Request) => Response | Promise<Response>;

/** A request no route takes: 404 in the API's error shape (the server's own handler, never reset). */
export const server = setupServer(
  http.all('*', () => Response.json({ statusCode: 404, error: 'Not found' }, { status: 404 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  ALL: http.all,
} as const;

/**
 * Answers the app's requests with `routes` until the test ends; a later call's routes come before
 * an earlier one's. Returns a mock function called with a copy of each request the app sends, in order: inspect
 * it with `requestOf` or `mock.calls`.
 */
export function mockApi(routes: Record<string, Handler>): jest.Mock<void, [Request]> {
  const requests = jest.fn<void, [Request]>();
  server.events.on('request:start', ({ request }) => requests(request.clone()));
  server.use(
    ...Object.entries(routes).map(([route, handler]) => {
      const [method, path] = route.split(' ') as [keyof typeof METHODS, string];
      return METHODS[method](`*${path}`, ({ request }) => handler(request));
    }),
  );
  return requests;
}

/** The request of the nth call a mock saw. */
export function requestOf(mock: jest.Mock, index: number): Request {
  return mock.mock.calls[index][0] as Request;
}

/**
 * A public list's answer as the services page it (issue 29): `limit` and `offset` of the request
 * pick the page (without them, every item), and X-Total-Count says how many items there are in
 * all (`withTotal` false: a server that does not send it; `countCap`: past that many, a full
 * page says X-Total-At-Least instead, as svc-catalog does).
 */
export function pagedJson(
  request: Request,
  items: readonly unknown[],
  { withTotal = true, countCap }: { withTotal?: boolean; countCap?: number } = {},
): Response {
  const params = new URL(request.url).searchParams;
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? items.length);
  const page = items.slice(offset, offset + limit);
  // svc-catalog stops counting at its cap unless the page is the last (a short one).
  const capped = countCap !== undefined && items.length > countCap && page.length === limit;
  const total: Record<string, string> = capped
    ? { 'X-Total-At-Least': String(countCap) }
    : { 'X-Total-Count': String(items.length) };
  return new Response(JSON.stringify(page), {
    headers: { 'content-type': 'application/json', ...(withTotal ? total : {}) },
  });
}

/** The `limit` and `offset` of each request a mock saw. */
export const pageRequests = (mock: jest.Mock) =>
  mock.mock.calls
    .map(([request]) => new URL((request as Request).url).searchParams)
    .map((params) => ({ limit: params.get('limit'), offset: params.get('offset') }));
