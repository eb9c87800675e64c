import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path id that is not a UUID cannot name anything, so it is a 404 (not a 400 and not the
 * 500 Postgres would cause by failing to cast it).
 */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string = 'Not found') {}

  transform(value: string): string {
    if (!UUID.test(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}
