import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { LoginThrottledException } from './login-throttle.service';

/** Adds Retry-After (seconds) to the 429; the body is the usual error shape. */
@Catch(LoginThrottledException)
export class LoginThrottledFilter implements ExceptionFilter {
  catch(exception: LoginThrottledException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(exception.getStatus()).json(exception.getResponse());
  }
}
