import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One login attempt counted against a key: `ip:<address>` or `user:<lowercased username>`.
 * Rows live in Postgres so every replica sees the same counts; rows older than the window are purged.
 */
@Entity({ name: 'login_attempt' })
export class LoginAttempt {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  key!: string;

  @Column({ name: 'failed_at', type: 'timestamptz' })
  failedAt!: Date;
}
