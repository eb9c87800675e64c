import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can name a row: code that runs before the pipe (interceptors) asks this. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A path id that is not a UUID cannot name anything, so it is a 404 (not a 400 and not the
 * 500 Postgres would cause by failing to cast it).
 */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string = 'Not found') {}

  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}
