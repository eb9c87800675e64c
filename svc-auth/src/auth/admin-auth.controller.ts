import { All, Body, Controller, Get, Header, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorBodyDto, bearerToken, clientAddress, RateLimit } from '@byp/nest-common';
import { LoginThrottledFilter } from '../login-throttle/login-throttled.filter';
import { LoginRequest, LoginResponse, SessionResponse } from './admin-auth.dto';
import { AuthService } from './auth.service';

@ApiTags('admin auth')
@Controller('api/admin')
@UseFilters(LoginThrottledFilter)
export class AdminAuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @RateLimit('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Log in; returns a token for the Authorization header' })
  @ApiOkResponse({ type: LoginResponse })
  @ApiBadRequestResponse({ description: "Missing username or password ('Required' per field)" })
  @ApiUnauthorizedResponse({ type: ApiErrorBodyDto, description: "'Invalid username or password'" })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description:
      '5 failed logins in 15 minutes from this address for this username (20 over any usernames); see Retry-After',
  })
  login(@Body() body: LoginRequest, @Req() req: Request): Promise<LoginResponse> {
    return this.auth.login(body, {
      ip: clientAddress(req),
      userAgent: req.headers['user-agent'],
    });
  }

  @Get('validate')
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Checks a token and its session (the gateway's auth_request)" })
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({
    type: ApiErrorBodyDto,
    description: 'Missing, malformed, foreign, expired or revoked token',
  })
  validate(@Req() req: Request): Promise<SessionResponse> {
    return this.auth.validate(bearerToken(req));
  }

  /** nginx's auth_request subrequest may carry the original request's method (POST, PATCH, DELETE). */
  @All('validate')
  @Header('Cache-Control', 'no-store')
  @ApiExcludeEndpoint()
  validateAnyMethod(@Req() req: Request): Promise<SessionResponse> {
    return this.auth.validate(bearerToken(req));
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The logged-in admin (same answer as validate)' })
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({ type: ApiErrorBodyDto })
  me(@Req() req: Request): Promise<SessionResponse> {
    return this.auth.validate(bearerToken(req));
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Revokes the token's session; repeating it is harmless (204 again)" })
  @ApiNoContentResponse({ description: 'Session revoked (or already revoked or expired)' })
  @ApiUnauthorizedResponse({ type: ApiErrorBodyDto, description: 'No token, or one svc-auth did not sign' })
  logout(@Req() req: Request): Promise<void> {
    return this.auth.logout(bearerToken(req));
  }
}
