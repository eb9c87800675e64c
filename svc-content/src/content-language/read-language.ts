import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiHeader, ApiProperty, ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import {
  CONTENT_LANGUAGE_PARAM,
  CONTENT_LANGUAGES,
  MESSAGES,
  MESSAGE_CODES,
  contentLanguageOf,
  pickLocalized,
  type ContentLanguage,
  type I18nText,
} from '@byp/contracts';

const PARAM_ONLY = 'content-language:param-only';

/** Longer than any language tag a client would send. */
const LANG_MAX = 20;

/**
 * For the feeds: their language is `?lang=` alone, English by default. A subscribed feed's URL
 * then reads the same in every feed reader, whatever language the reader's software sends.
 */
export const LanguageFromParamOnly = () => SetMetadata(PARAM_ONLY, true);

const isParamOnly = (context: ExecutionContext): boolean =>
  Reflect.getMetadata(PARAM_ONLY, context.getHandler()) === true;

/** The language a request reads in (issue 23): `?lang=`, else Accept-Language, else English. */
function languageOf(context: ExecutionContext): ContentLanguage {
  const req = context.switchToHttp().getRequest<Request>();
  const acceptLanguage = isParamOnly(context) ? undefined : req.headers['accept-language'];
  return contentLanguageOf(req.query?.[CONTENT_LANGUAGE_PARAM], acceptLanguage);
}

/** The handler's read language, for filling the spec's fields (`name`, `title`, ...). */
export const ReadLanguage = createParamDecorator((_: unknown, context: ExecutionContext) =>
  languageOf(context),
);

/**
 * Tells clients and caches which language an answer is in: `Content-Language`, and
 * `Vary: Accept-Language` so a shared cache keeps one copy per language (the ETag is a hash of
 * the body, which differs per language wherever the content does).
 */
@Injectable()
export class ContentLanguageHeadersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Content-Language', languageOf(context));
    if (!isParamOnly(context)) res.vary('Accept-Language');
    return next.handle();
  }
}

/** For a controller whose answers carry bilingual content: the language headers and their OpenAPI. */
export const AnswersInReadLanguage = () =>
  applyDecorators(
    UseInterceptors(ContentLanguageHeadersInterceptor),
    ApiHeader({
      name: 'Accept-Language',
      required: false,
      description: 'Language of the texts when `lang` is not given (the first of en, uk by q); default en',
    }),
  );

const LANG_DESCRIPTION =
  'Language of `name`/`description` (`title`/`body`); where that language is empty the other is used. Without it (or with another value), Accept-Language, else en';

/** `lang` in OpenAPI, for routes without a query DTO. */
export const ApiLangQuery = () =>
  ApiQuery({
    name: CONTENT_LANGUAGE_PARAM,
    enum: CONTENT_LANGUAGES,
    required: false,
    description: LANG_DESCRIPTION,
  });

/**
 * The `lang` query parameter of a list. A value that names none of ours is not an error (as in
 * svc-catalog): the read falls back to Accept-Language, then English.
 */
export class ContentLanguageQuery {
  @ApiPropertyOptional({ enum: CONTENT_LANGUAGES, description: LANG_DESCRIPTION })
  @IsOptional()
  @IsString({ message: MESSAGES.invalidText, context: { code: MESSAGE_CODES.invalidText } })
  @MaxLength(LANG_MAX, {
    message: MESSAGES.tooLong(LANG_MAX),
    context: { code: MESSAGE_CODES.tooLong, max: LANG_MAX },
  })
  lang?: string;
}

/** Both values of a text in OpenAPI (`I18nText`). */
export class I18nTextDto implements I18nText {
  @ApiProperty({ type: String, nullable: true, description: 'English, or null when not given' })
  en!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Ukrainian, or null when not given' })
  uk!: string | null;
}

/** The text to show in `lang`: that language's value, else the other's. */
export const localized = (text: I18nText, lang: ContentLanguage): string => pickLocalized(text, lang).value;
