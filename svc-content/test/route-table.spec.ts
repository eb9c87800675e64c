import { routeTableDifferences, testEnv } from '@byp/testing';
import { AppModule } from '../src/app.module';

// Every controller svc-content registers (through all its modules) against libs/contracts' route
// table: method, path, admin guard, Cache-Control and rate-limit class. No database is opened:
// registering the module only reads the configuration.
describe('svc-content routes', () => {
  it('are exactly the route table rows of the content service', () => {
    expect(
      routeTableDifferences('content', AppModule.register(testEnv('postgres://unused@127.0.0.1:1/unused'))),
    ).toEqual([]);
  });
});
