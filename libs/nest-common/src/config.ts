import { readFileSync } from 'node:fs';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';

/** Thrown when the environment does not describe a runnable service; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const toBool = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : ['1', 'true', 'yes'].includes(String(value).toLowerCase());

/** `<count>/<seconds>`, both positive. */
export const RATE_LIMIT_PATTERN = /^[1-9]\d{0,6}\/[1-9]\d{0,7}$/;

/** Variables every service reads. Services extend it with their own. */
export class ServiceConfig {
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsOptional()
  @IsInt({ message: 'PORT must be an integer' })
  @Min(1)
  @Max(65535)
  PORT?: number;

  @IsString({ message: 'DATABASE_URL is required' })
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @IsString({ message: 'JWT_PUBLIC_KEY (or JWT_PUBLIC_KEY_FILE) is required' })
  @Matches(/-----BEGIN PUBLIC KEY-----/, { message: 'JWT_PUBLIC_KEY must be a PEM public key' })
  JWT_PUBLIC_KEY!: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
  })
  LOG_LEVEL: string = 'info';

  @Transform(toBool)
  @IsOptional()
  SEED_SAMPLE_DATA: boolean = true;

  /** Address to listen on: all interfaces in a container; `npm start` passes 127.0.0.1. */
  @IsOptional()
  @IsString()
  HOST: string = '0.0.0.0';

  /**
   * Peers allowed to state the client's address in X-Forwarded-For (the gateway): a comma list of
   * addresses, CIDRs or `loopback` / `uniquelocal`; empty trusts nobody.
   */
  @IsOptional()
  @IsString()
  TRUSTED_PROXIES: string = 'loopback';

  /** svc-auth, asked whether an admin token's session is still active (AdminGuard). */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+\/?$/, {
    message: 'AUTH_URL must be an http(s) origin such as http://svc-auth:3003',
  })
  AUTH_URL: string = 'http://127.0.0.1:3003';

  /**
   * The gateways' internal origin (e.g. http://gateway-internal:8081): after each write the
   * service asks every address of its host for a new API generation, so no gateway answers a read
   * from a copy kept before the write. Empty: none is told (a service run without a gateway).
   */
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @Matches(/^http:\/\/[^/]+\/?$/, {
    message: 'GATEWAY_INTERNAL_URL must be an http origin such as http://gateway-internal:8081',
  })
  GATEWAY_INTERNAL_URL?: string;

  /** Visitors' submissions per client: `<count>/<seconds>` (default 30 an hour). */
  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: 'RATE_LIMIT_PUBLIC_WRITE must look like 30/3600 (count/seconds)' })
  RATE_LIMIT_PUBLIC_WRITE: string = '30/3600';

  /** Offer claims per client: `<count>/<seconds>` (default 60 an hour). */
  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, { message: 'RATE_LIMIT_CLAIM must look like 60/3600 (count/seconds)' })
  RATE_LIMIT_CLAIM: string = '60/3600';

  /**
   * New claims of one offer per client address (issue 28): `<count>/<seconds>` (default 3 an hour).
   * A browser that repeats its claim token gets its first code back and is not counted.
   */
  @IsOptional()
  @Matches(RATE_LIMIT_PATTERN, {
    message: 'RATE_LIMIT_CLAIM_PER_OFFER must look like 3/3600 (count/seconds)',
  })
  RATE_LIMIT_CLAIM_PER_OFFER: string = '3/3600';

  /**
   * Run pending migrations (under an advisory lock) at start. false where a migration step runs them
   * first (Kubernetes: the `migrate` init container, node dist/migrate.js).
   */
  @Transform(toBool)
  @IsOptional()
  RUN_MIGRATIONS: boolean = true;
}

/** Secrets that may come from a file (NAME_FILE), as container and Kubernetes secrets do. */
export const SECRET_VARIABLES = ['DATABASE_URL', 'JWT_PUBLIC_KEY', 'JWT_PRIVATE_KEY', 'ADMIN_PASSWORD'];

function resolveFileVariables(env: NodeJS.ProcessEnv): {
  values: Record<string, string>;
  problems: string[];
} {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(env)) if (value !== undefined) values[key] = value;
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (env[name] || !file) continue;
    try {
      values[name] = readFileSync(file, 'utf8').trim();
    } catch {
      problems.push(`${name}_FILE: cannot read file ${file}`);
    }
  }
  return { values, problems };
}

/** Reads and validates configuration once, at start. */
export function loadConfig<T extends object>(
  configClass: new () => T,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const { values, problems } = resolveFileVariables(env);
  const config = plainToInstance(configClass, values, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, skipMissingProperties: false });
  for (const error of errors) {
    problems.push(...Object.values(error.constraints ?? {}).map((m) => `${error.property}: ${m}`));
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
