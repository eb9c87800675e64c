import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SERVICE_CONFIG } from '@byp/nest-common';
import type { AuthConfig } from '../auth.config';
import { AdminUserService } from './admin-user.service';
import { generatePassword, verifyPassword } from './password';

export const ADMIN_CLI = 'node svc-auth/dist/cli/admin.js set-password';

/** The one line `npm start` and operators look for; printed only when this start created the admin. */
export function adminCreatedBanner(username: string, password: string): string {
  const rule = '='.repeat(72);
  return [
    '',
    rule,
    `Admin account created: username "${username}", password "${password}"`,
    `This password is shown once. Change it with: ${ADMIN_CLI} ${username}`,
    rule,
    '',
  ].join('\n');
}

/**
 * Makes sure ADMIN_USERNAME exists. It never changes an existing admin's password: ADMIN_PASSWORD
 * only seeds a new account, and a reset is an explicit act (the CLI).
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly users: AdminUserService,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const username = this.config.ADMIN_USERNAME;
    const existing = await this.users.findByUsername(username);
    if (existing) {
      if (
        this.config.ADMIN_PASSWORD &&
        !(await verifyPassword(existing.passwordHash, this.config.ADMIN_PASSWORD))
      ) {
        this.logger.warn(
          `ADMIN_PASSWORD differs from the password of the existing admin "${existing.username}"; it was not changed. Use ${ADMIN_CLI} ${existing.username} to change it.`,
        );
      }
      return;
    }
    const password = this.config.ADMIN_PASSWORD ?? generatePassword();
    // Another replica may create it between our look-up and here; then it is theirs to announce.
    if (!(await this.users.createIfMissing(username, password))) return;
    this.logger.log(`Admin account "${username}" created`);
    if (this.config.ADMIN_PASSWORD) return;
    const file = this.config.ADMIN_INITIAL_PASSWORD_FILE;
    if (file && this.handOver(file, username, password)) return;
    process.stdout.write(`${adminCreatedBanner(username, password)}\n`);
  }

  /**
   * Writes the generated password to a new file only its owner can read (`npm start` shows it in
   * its banner). An existing file is never overwritten: it may be an operator's; then the password
   * falls back to stdout, as without the variable.
   */
  private handOver(file: string, username: string, password: string): boolean {
    try {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(file, `${password}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'it already exists' : String(error);
      this.logger.warn(
        `Admin password not written to ${file}: ${reason}; printing it once to stdout instead`,
      );
      return false;
    }
    this.logger.log(`Generated password of admin "${username}" written to ${file} (mode 600)`);
    return true;
  }
}
