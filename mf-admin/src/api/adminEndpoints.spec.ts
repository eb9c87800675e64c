import { createAppStore, setToken } from '@byp/platform';
import { json, mockApi } from '@byp/testing/msw';
import { adminBusinessesApi } from './adminBusinessesApi';
import { adminContentApi } from './adminContentApi';

// Every call of the admin console is an admin route (spec section 6), and each endpoint says so
// itself (ADMIN_REQUEST): no frontend reads the services' route tables (issue 24). An endpoint
// added without it would reach the gateway without the token and fail with a 401.
describe("the admin console's API calls", () => {
  // One argument that every endpoint's query accepts: ids, a language, a page, a body.
  const ARG = { id: 'x1', lang: 'en', page: 1, pageSize: 10, changes: {}, name: 'n' };
  // The one base API lists every endpoint injected into it: leave out those @byp/platform defines
  // (the public lists, the login), as a fresh copy of it alone has them.
  let platformEndpoints: string[] = [];
  jest.isolateModules(() => {
    platformEndpoints = Object.keys(
      (jest.requireActual('@byp/platform') as typeof import('@byp/platform')).baseApi.endpoints,
    );
  });
  const endpoints = Object.entries({ ...adminBusinessesApi.endpoints, ...adminContentApi.endpoints }).filter(
    ([name]) => !platformEndpoints.includes(name),
  );

  it.each(endpoints.map(([name, endpoint]) => [name, endpoint] as const))(
    '%s sends the admin token',
    async (_name, endpoint) => {
      const api = mockApi({ 'ALL /api/*': () => json({}) });
      const store = createAppStore();
      store.dispatch(setToken('admin-token'));
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one argument for every endpoint
      await store.dispatch((endpoint as any).initiate(ARG));
      const request = api.mock.calls[0][0];
      expect(new URL(request.url).pathname).toMatch(/^\/api\//);
      expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
    },
  );
});
