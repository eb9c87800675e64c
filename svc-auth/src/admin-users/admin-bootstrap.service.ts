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
    if (!this.config.ADMIN_PASSWORD) process.stdout.write(`${adminCreatedBanner(username, password)}\n`);
    this.logger.log(`Admin account "${username}" created`);
  }
}
