import { IsOptional, Matches } from 'class-validator';
import { ServiceConfig } from '@byp/nest-common';

/** svc-catalog reads the shared variables (PORT, DATABASE_URL, JWT_PUBLIC_KEY, LOG_LEVEL, SEED_SAMPLE_DATA) and PUBLIC_URL. */
export class CatalogConfig extends ServiceConfig {
  /**
   * The site's public origin (issue 25), for the absolute links of a business's page head
   * (canonical, Open Graph, JSON-LD) and the sitemap. From configuration, never from the Host
   * header: the answers are publicly cached, and a forged Host must not land in a cache.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+\/?$/, {
    message: 'PUBLIC_URL must be an http(s) origin such as https://example.org',
  })
  PUBLIC_URL: string = 'http://localhost:8080';
}
