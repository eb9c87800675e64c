import { routeTableDifferences, testEnv } from '@byp/testing';
import { AppModule } from '../src/app.module';
import { authEnv } from './support/auth-test-env';

// Every controller svc-auth registers (through all its modules) against libs/contracts' route
// table: method, path, admin guard, Cache-Control and rate-limit class. No database is opened:
// registering the module only reads the configuration.
describe('svc-auth routes', () => {
  it('are exactly the route table rows of the auth service', () => {
    const module = AppModule.register(testEnv('postgres://unused@127.0.0.1:1/unused', authEnv()));
    // svc-auth owns the sessions: these handlers validate the token and its session themselves
    // (validate is the gateway's auth_request; logout of an ended session is a harmless 204).
    const checksSessionItself = [
      'AdminAuthController.validate',
      'AdminAuthController.validateAnyMethod',
      'AdminAuthController.me',
      'AdminAuthController.logout',
    ];
    expect(routeTableDifferences('auth', module, { checksSessionItself })).toEqual([]);
  });
});
