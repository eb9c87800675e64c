import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One fixed-window counter per (limit class, client). Lives in the service's own schema, so every
 * replica of the service counts in the same row (issue 14: nothing in process memory).
 */
@Entity({ name: 'rate_limit_counter' })
export class RateLimitCounter {
  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @PrimaryColumn({ type: 'text' })
  client!: string;

  @Column({ type: 'int' })
  hits!: number;

  @Column({ name: 'window_ends_at', type: 'timestamptz' })
  windowEndsAt!: Date;
}
