import { applyDecorators, Header } from '@nestjs/common';
import { AdminOnly } from './admin.guard';

/**
 * Public reads: any cache may keep the answer but must ask the service before each use; the ETag
 * makes that a 304 without a body when nothing changed. So a reload, or another visitor, never
 * sees an answer older than the last write. Spec section 7's "cached 5 minutes" is the client's
 * in-memory cache (RTK Query, keepUnusedDataFor), which each write of the tab invalidates by tag
 * (docs/architecture.md, "Caching").
 */
export const PUBLIC_CACHE = 'no-cache';

export const PublicCache = () => Header('Cache-Control', PUBLIC_CACHE);

/** Admin-only route whose answers no cache may keep. */
export const AdminRoute = () => applyDecorators(AdminOnly(), Header('Cache-Control', 'no-store'));
