import { Module } from '@nestjs/common';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminAuthController } from './admin-auth.controller';
import { AuthService } from './auth.service';
import { TokenService } from './token.service';

/** Login, token validation and logout: the HTTP face over accounts, sessions and the brake. */
@Module({
  imports: [AdminUsersModule, SessionsModule, LoginThrottleModule],
  controllers: [AdminAuthController],
  providers: [AuthService, TokenService],
})
export class AuthModule {}
