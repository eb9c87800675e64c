import { Module } from '@nestjs/common';
import { LoginThrottleService } from './login-throttle.service';

/** The login brake (counts in auth.login_attempt). */
@Module({ providers: [LoginThrottleService], exports: [LoginThrottleService] })
export class LoginThrottleModule {}
