import { applyDecorators, Header } from '@nestjs/common';
import { AdminOnly } from './admin.guard';

/** Public reads may be cached for 5 minutes (spec section 9); Express adds a weak ETag for 304s. */
export const PUBLIC_CACHE = 'public, max-age=300';

export const PublicCache = () => Header('Cache-Control', PUBLIC_CACHE);

/** Admin-only route whose answers no cache may keep. */
export const AdminRoute = () => applyDecorators(AdminOnly(), Header('Cache-Control', 'no-store'));
