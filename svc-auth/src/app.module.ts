import { createPublicKey } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigError, loadConfig, ServiceCommonModule } from '@byp/nest-common';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { AuthModule } from './auth/auth.module';
import { AuthConfig } from './auth.config';
import { entities } from './entities';
import { LoginThrottleModule } from './login-throttle/login-throttle.module';
import { migrations } from './migrations';
import { OwnSessionValidator } from './sessions/session.service';
import { SessionsModule } from './sessions/sessions.module';
import { ROUTES } from './routes';

export const SERVICE = {
  name: 'auth',
  routes: ROUTES,
  title: 'svc-auth',
  description: 'Admin login, sessions and token validation (the gateway asks /api/admin/validate)',
};

/** A private key that does not match the public key would sign tokens nobody accepts: refuse to start. */
function checkKeyPair(config: AuthConfig): void {
  const spki = (key: string) =>
    createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');
  let matches: boolean;
  try {
    matches = spki(config.JWT_PRIVATE_KEY) === spki(config.JWT_PUBLIC_KEY);
  } catch {
    throw new ConfigError(['JWT_PRIVATE_KEY / JWT_PUBLIC_KEY: cannot be read as PEM keys']);
  }
  if (!matches) throw new ConfigError(['JWT_PRIVATE_KEY: does not match JWT_PUBLIC_KEY']);
}

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const config = loadConfig(AuthConfig, env);
  checkKeyPair(config);
  return config;
}

@Module({})
export class AppModule {
  static register(env: NodeJS.ProcessEnv = process.env): DynamicModule {
    const config = loadAuthConfig(env);
    return {
      module: AppModule,
      imports: [
        ServiceCommonModule.forRoot({
          name: SERVICE.name,
          config,
          entities,
          migrations,
          jwtPrivateKey: config.JWT_PRIVATE_KEY,
          // svc-auth's own admin routes check sessions in its table, not over HTTP to itself.
          sessionValidator: OwnSessionValidator,
        }),
        AdminUsersModule,
        SessionsModule,
        LoginThrottleModule,
        AuthModule,
      ],
    };
  }
}
