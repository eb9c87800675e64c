#!/usr/bin/env node
// Admin accounts from the command line:
//   node svc-auth/dist/cli/admin.js set-password <username>   (new password on stdin)
// Creates the admin or replaces its password, ends its sessions and clears its failed logins.
// The password is read from stdin, never argv (argv shows up in `ps` and shell history).
import 'reflect-metadata';
import { IsString, Matches } from 'class-validator';
import { DataSource } from 'typeorm';
import { ConfigError, dataSourceOptions, ensureSchema, loadConfig } from '@byp/nest-common';
import { resetPassword } from '../admin-users/admin-user.service';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../auth.config';
import { USERNAME_MAX, PASSWORD_MAX } from '../auth/admin-auth.dto';
import { entities } from '../entities';
import { migrations } from '../migrations';

const USAGE = `Usage: node svc-auth/dist/cli/admin.js set-password <username>
Reads the new password from stdin (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters), e.g.
  node svc-auth/dist/cli/admin.js set-password admin            (prompts, twice)
  printf '%s' "$NEW_PASSWORD" | node svc-auth/dist/cli/admin.js set-password admin
Uses DATABASE_URL (or DATABASE_URL_FILE) and runs svc-auth's migrations first.`;

class CliConfig {
  @IsString({ message: 'DATABASE_URL (or DATABASE_URL_FILE) is required' })
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;
}

class UsageError extends Error {}

/** Whole stdin when piped; a hidden prompt, asked twice, on a terminal. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    // Only the line break that ends the input goes; other spaces belong to the password.
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const first = await promptHidden('New password: ');
  const second = await promptHidden('Repeat it: ');
  if (first !== second) throw new UsageError('The passwords differ.');
  return first;
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let value = '';
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chars: string) => {
      for (const char of chars) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          done();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new UsageError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function setPassword(usernameArg: string | undefined): Promise<void> {
  const username = usernameArg?.trim();
  if (!username) throw new UsageError(USAGE);
  if (username.length > USERNAME_MAX)
    throw new UsageError(`The username must be at most ${USERNAME_MAX} characters.`);
  const { DATABASE_URL } = loadConfig(CliConfig);

  const password = await readPassword();
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
  }
  if (password.length > PASSWORD_MAX)
    throw new UsageError(`The password must be at most ${PASSWORD_MAX} characters.`);

  await ensureSchema(DATABASE_URL, 'auth');
  const db = new DataSource(dataSourceOptions({ url: DATABASE_URL, schema: 'auth', entities, migrations }));
  await db.initialize(); // runs pending migrations (migrationsRun)
  try {
    const { created } = await resetPassword(db, username, password);
    process.stdout.write(
      created
        ? `Admin account "${username}" created.\n`
        : `Password of admin "${username}" changed; its sessions were ended.\n`,
    );
  } finally {
    await db.destroy();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, username, ...rest] = argv;
  try {
    if (command !== 'set-password' || rest.length > 0) throw new UsageError(USAGE);
    await setPassword(username);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
