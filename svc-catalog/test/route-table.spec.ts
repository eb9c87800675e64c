import { routeTableDifferences, routeTableProblems, testEnv } from '@byp/testing';
import { AppModule } from '../src/app.module';
import { ROUTES } from '../src/routes';

// Every controller svc-catalog registers (through all its modules) against its route table
// (src/routes.ts): method, path, admin guard, Cache-Control and rate-limit class. No database is opened:
// registering the module only reads the configuration.
describe('svc-catalog routes', () => {
  it('are exactly the rows of its route table', () => {
    expect(
      routeTableDifferences(ROUTES, AppModule.register(testEnv('postgres://unused@127.0.0.1:1/unused'))),
    ).toEqual([]);
  });

  it('are listed once each, admin answers and writes uncached, public writes rate limited', () => {
    expect(routeTableProblems(ROUTES)).toEqual([]);
  });
});
