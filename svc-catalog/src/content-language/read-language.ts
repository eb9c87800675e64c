import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CONTENT_LANGUAGES,
  CONTENT_LANGUAGE_PARAM,
  contentLanguageOf,
  type ContentLanguage,
} from '@byp/contracts';
import type { Request, Response } from 'express';

/**
 * `?lang=` on every content read (issue 23). A value that names none of ours is not an error: the
 * read falls back to Accept-Language, then English, as for a client that sends none.
 */
export class LanguageQuery {
  @ApiPropertyOptional({
    name: CONTENT_LANGUAGE_PARAM,
    enum: CONTENT_LANGUAGES,
    description:
      'Language of name/description/title in the answer (the other one where that is empty); without it, Accept-Language, else en. Both values are in the *I18n fields.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  lang?: string;
}

/**
 * The language a read answers in (contentLanguageOf: `?lang=`, Accept-Language, English). It also
 * sends `Content-Language` and `Vary: Accept-Language`, since the same URL without `lang` answers
 * differently per Accept-Language (shared caches must key on it).
 */
export const ReadLanguage = createParamDecorator((_: unknown, context: ExecutionContext): ContentLanguage => {
  const req = context.switchToHttp().getRequest<Request>();
  const res = context.switchToHttp().getResponse<Response>();
  const lang = contentLanguageOf(req.query[CONTENT_LANGUAGE_PARAM], req.headers['accept-language']);
  res.setHeader('Content-Language', lang);
  res.vary('Accept-Language');
  return lang;
});
