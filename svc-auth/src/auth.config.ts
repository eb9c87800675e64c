import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ServiceConfig } from '@byp/nest-common';

/** Tokens never live longer than this (design: sessions of at most 12 hours). */
export const MAX_TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };

/** '12h', '30m', '45s' or plain seconds ('3600'); NaN when it is none of these. */
export function parseDurationSeconds(value: string): number {
  const match = /^(\d+)\s*([smh]?)$/i.exec(value.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * UNITS[(match[2] || 's').toLowerCase()];
}

export class AuthConfig extends ServiceConfig {
  @IsString({ message: 'JWT_PRIVATE_KEY (or JWT_PRIVATE_KEY_FILE) is required' })
  @Matches(/-----BEGIN (RSA )?PRIVATE KEY-----/, { message: 'JWT_PRIVATE_KEY must be a PEM private key' })
  JWT_PRIVATE_KEY!: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'ADMIN_USERNAME must not be empty' })
  @MaxLength(200, { message: 'ADMIN_USERNAME must be at most 200 characters' })
  ADMIN_USERNAME: string = 'admin';

  /** Only used to create the first admin; an existing admin's password is never changed from here. */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString()
  @MinLength(MIN_ADMIN_PASSWORD_LENGTH, {
    message: `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`,
  })
  ADMIN_PASSWORD?: string;

  /** Token and session lifetime in seconds (env: '12h', '30m', '900'). */
  @Transform(({ value }) =>
    value === undefined || value === '' ? undefined : parseDurationSeconds(String(value)),
  )
  @IsOptional()
  @IsInt({ message: 'TOKEN_TTL must be a duration such as 12h, 30m or 900 (seconds)' })
  @Min(60, { message: 'TOKEN_TTL must be at least 60 seconds' })
  @Max(MAX_TOKEN_TTL_SECONDS, { message: 'TOKEN_TTL must be at most 12h' })
  TOKEN_TTL: number = MAX_TOKEN_TTL_SECONDS;

  /**
   * Where a GENERATED first-admin password is handed over: a new file of mode 600 (never an
   * existing one overwritten). Unset: the password is printed once to stdout, as before.
   */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString()
  ADMIN_INITIAL_PASSWORD_FILE?: string;
}
