import { IsOptional, Matches } from 'class-validator';
import { ServiceConfig } from '@byp/nest-common';

export class ContentConfig extends ServiceConfig {
  /**
   * The site's public origin, for absolute links in the RSS and iCalendar feeds. Taken from
   * configuration, not from the request's Host header: the feeds are publicly cached, and a
   * forged Host must not end up in a cached answer.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+\/?$/, {
    message: 'PUBLIC_URL must be an http(s) origin such as https://example.org',
  })
  PUBLIC_URL: string = 'http://localhost:8080';
}
