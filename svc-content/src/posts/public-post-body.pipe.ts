import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { MESSAGES, MESSAGE_CODES } from '@byp/contracts';
import { ApiException, createValidationPipe } from '@byp/nest-common';
import { CreatePublicEventDto, CreatePublicNewsDto, type CreatePublicPostDto } from './post.dto';

/**
 * POST /api/posts/public carries one of two forms (spec section 5: the public event form and the
 * public news form); the body's `type` picks the form, whose rules then apply in full.
 */
@Injectable()
export class PublicPostBodyPipe implements PipeTransform<unknown, Promise<CreatePublicPostDto>> {
  private readonly validation = createValidationPipe();

  async transform(value: unknown): Promise<CreatePublicPostDto> {
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
    if (type !== 'event' && type !== 'news') {
      const missing = type === undefined || type === null || type === '';
      throw new ApiException(HttpStatus.BAD_REQUEST, MESSAGES.validationFailed, [
        missing
          ? { path: 'type', message: MESSAGES.required, code: MESSAGE_CODES.required }
          : { path: 'type', message: MESSAGES.invalidInput, code: MESSAGE_CODES.invalidInput },
      ]);
    }
    const metatype = type === 'event' ? CreatePublicEventDto : CreatePublicNewsDto;
    return this.validation.transform(value, { type: 'body', metatype }) as Promise<CreatePublicPostDto>;
  }
}
