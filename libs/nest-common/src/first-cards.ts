import { applyDecorators, Get } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import { PublicCache } from './cache-headers';

/**
 * `GET <list>/first-cards` (issue 29, point 2): a list's first cards as the page's HTML serves
 * them, the gateway's SSI include. Public, `no-cache` with an ETag (sendHtmlFragment), text/html.
 */
export const FirstCardsRoute = (summary: string) =>
  applyDecorators(Get('first-cards'), PublicCache(), ApiOperation({ summary }), ApiProduces('text/html'));
