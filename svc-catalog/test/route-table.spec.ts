import { routeTableDifferences, testEnv } from '@byp/testing';
import { AppModule } from '../src/app.module';

// Every controller svc-catalog registers (through all its modules) against libs/contracts' route
// table: method, path, admin guard, Cache-Control and rate-limit class. No database is opened:
// registering the module only reads the configuration.
describe('svc-catalog routes', () => {
  it('are exactly the route table rows of the catalog service', () => {
    expect(
      routeTableDifferences('catalog', AppModule.register(testEnv('postgres://unused@127.0.0.1:1/unused'))),
    ).toEqual([]);
  });
});
