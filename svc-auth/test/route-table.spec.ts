import { routeTableDifferences, routeTableProblems, testEnv } from '@byp/testing';
import { AppModule } from '../src/app.module';
import { ROUTES } from '../src/routes';
import { authEnv } from './support/auth-test-env';

// Every controller svc-auth registers (through all its modules) against its route table
// (src/routes.ts): method, path, admin guard, Cache-Control and rate-limit class. No database is opened:
// registering the module only reads the configuration.
describe('svc-auth routes', () => {
  it('are exactly the rows of its route table', () => {
    const module = AppModule.register(testEnv('postgres://unused@127.0.0.1:1/unused', authEnv()));
    // svc-auth owns the sessions: these handlers validate the token and its session themselves
    // (validate is the gateway's auth_request; logout of an ended session is a harmless 204).
    const checksSessionItself = [
      'AdminAuthController.validate',
      'AdminAuthController.validateAnyMethod',
      'AdminAuthController.me',
      'AdminAuthController.logout',
    ];
    expect(routeTableDifferences(ROUTES, module, { checksSessionItself })).toEqual([]);
  });

  it('are listed once each, admin answers and writes uncached, public writes rate limited', () => {
    expect(routeTableProblems(ROUTES)).toEqual([]);
  });
});
