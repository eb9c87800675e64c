import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { MESSAGES, MESSAGE_CODES } from '@byp/contracts';
import { RequiredText } from '@byp/nest-common';

export const USERNAME_MAX = 200;
/** argon2 takes any length, but a megabyte-long password is only good for burning CPU. */
export const PASSWORD_MAX = 1024;

/** Like RequiredText, but not trimmed: spaces are part of a password. Order matters: 'Required' first. */
const RequiredPassword = () =>
  applyDecorators(
    IsString({ message: MESSAGES.required, context: { code: MESSAGE_CODES.required } }),
    MinLength(1, { message: MESSAGES.required, context: { code: MESSAGE_CODES.required } }),
    MaxLength(PASSWORD_MAX, {
      message: MESSAGES.tooLong(PASSWORD_MAX),
      context: { code: MESSAGE_CODES.tooLong, max: PASSWORD_MAX },
    }),
  );

export class LoginRequest {
  @ApiProperty({ example: 'admin', maxLength: USERNAME_MAX })
  @RequiredText(MESSAGES.required, USERNAME_MAX)
  username!: string;

  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @RequiredPassword()
  password!: string;
}

export class AdminUserResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'admin' })
  username!: string;
}

export class SessionResponse {
  @ApiProperty({ type: AdminUserResponse })
  user!: AdminUserResponse;

  @ApiProperty({ format: 'date-time', description: 'When the token and its session expire' })
  expiresAt!: string;
}

export class LoginResponse extends SessionResponse {
  @ApiProperty({ description: 'RS256 JWT; send it as "Authorization: Bearer <token>"' })
  token!: string;
}
