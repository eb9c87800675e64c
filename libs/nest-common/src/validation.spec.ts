import 'reflect-metadata';
import { ArgumentMetadata, HttpException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsNotEmpty, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { MESSAGES, MESSAGE_CODES } from '@byp/contracts';
import { createValidationPipe, RejectInvalidTextPipe } from './validation';
import { Coordinate, HttpUrlList, OptionalText, RequiredText } from './validators';

class Body {
  @RequiredText(MESSAGES.business.name, 200)
  name!: string;

  @IsOptional()
  @IsInt({ message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } })
  @Min(1, { message: MESSAGES.tooSmall, context: { code: MESSAGE_CODES.tooSmall } })
  @Max(5, { message: MESSAGES.tooLarge, context: { code: MESSAGE_CODES.tooLarge } })
  rating?: number;

  @Coordinate(90)
  latitude?: number | null;

  @OptionalText(50)
  phone?: string | null;

  @HttpUrlList()
  galleryImages?: string[];
}

const metadata: ArgumentMetadata = { type: 'body', metatype: Body, data: '' };

/** The details of the 400 that `body` gets as a `metatype` (none when it is accepted). */
async function validationDetails(metatype: ArgumentMetadata['metatype'], body: Record<string, unknown>) {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype, data: '' });
  } catch (error) {
    return ((error as HttpException).getResponse() as { details: unknown[] }).details;
  }
  return [];
}

const detailsOf = (body: Record<string, unknown>) =>
  validationDetails(Body, { name: 'Kyiv Bakery', ...body });

describe('validation details (issue 31: messages say what is wrong)', () => {
  it.each([
    // A value of the wrong type: 'Invalid input', never a range or presence message.
    [{ rating: 'five' }, 'rating', MESSAGES.invalidInput, MESSAGE_CODES.invalidInput],
    [{ rating: '3' }, 'rating', MESSAGES.invalidInput, MESSAGE_CODES.invalidInput],
    [{ name: 123 }, 'name', MESSAGES.invalidInput, MESSAGE_CODES.invalidInput],
    [{ name: { en: 'Kyiv' } }, 'name', MESSAGES.invalidInput, MESSAGE_CODES.invalidInput],
    [{ name: true }, 'name', MESSAGES.invalidInput, MESSAGE_CODES.invalidInput],
    [{ latitude: 'north' }, 'latitude', MESSAGES.invalidInput, MESSAGE_CODES.invalidInput],
    [
      { galleryImages: 'https://example.org/a.jpg' },
      'galleryImages',
      MESSAGES.invalidInput,
      MESSAGE_CODES.invalidInput,
    ],
    // The spec's messages stay as they are for the right type.
    [{ rating: 6 }, 'rating', MESSAGES.tooLarge, MESSAGE_CODES.tooLarge],
    [{ rating: 0 }, 'rating', MESSAGES.tooSmall, MESSAGE_CODES.tooSmall],
    [{ rating: 3.5 }, 'rating', MESSAGES.invalidInput, MESSAGE_CODES.invalidInput],
    [{ latitude: 91 }, 'latitude', MESSAGES.tooLarge, MESSAGE_CODES.tooLarge],
    [{ name: undefined }, 'name', MESSAGES.business.name, MESSAGE_CODES.required],
    [{ name: null }, 'name', MESSAGES.business.name, MESSAGE_CODES.required],
    [{ name: ' \u200B ' }, 'name', MESSAGES.business.name, MESSAGE_CODES.required],
    [{ name: 'x'.repeat(201) }, 'name', MESSAGES.tooLong(200), MESSAGE_CODES.tooLong],
    [{ phone: 5 }, 'phone', MESSAGES.invalidText, MESSAGE_CODES.invalidText],
    [
      { galleryImages: ['ftp://example.org/a.jpg'] },
      'galleryImages',
      MESSAGES.invalidUrl,
      MESSAGE_CODES.invalidUrl,
    ],
    [{ isApproved: 1 }, 'isApproved', MESSAGES.unknownField, MESSAGE_CODES.unknownField],
  ])('%j: %s → %s', async (body, path, message, code) => {
    expect(await detailsOf(body)).toEqual([expect.objectContaining({ path, message, code })]);
  });

  it('accepts a valid body', async () => {
    expect(await detailsOf({ rating: 5, latitude: null, phone: '', galleryImages: [] })).toEqual([]);
  });
});

describe('nested values (a repeat, its changed dates): one detail with a code for a value of the wrong shape', () => {
  const invalidInput = { message: MESSAGES.invalidInput, context: { code: MESSAGE_CODES.invalidInput } };

  class Slot {
    @IsNotEmpty({ message: MESSAGES.required, context: { code: MESSAGE_CODES.required } })
    day!: string;
  }

  class Week {
    @IsOptional()
    @IsObject(invalidInput)
    @ValidateNested()
    @Type(() => Slot)
    slot?: Slot | null;

    @IsOptional()
    @IsArray(invalidInput)
    @ValidateNested({ each: true })
    @Type(() => Slot)
    slots?: Slot[];
  }

  const nestedDetails = (body: Record<string, unknown>) => validationDetails(Week, body);

  const invalid = (path: string) => ({
    path,
    message: MESSAGES.invalidInput,
    code: MESSAGE_CODES.invalidInput,
  });

  it.each([[[]], [[{}]], [[{ day: 'Mon' }]], [[1]], [[null]], [[[]]], ['Mon'], [5], [true], ['']])(
    'an object given %j is Invalid input, with nothing reported under it',
    async (slot) => {
      expect(await nestedDetails({ slot })).toEqual([invalid('slot')]);
    },
  );

  it.each([[{}], [{ day: 'Mon' }], ['Mon']])(
    'a list given %j is Invalid input, with nothing reported under it',
    async (slots) => {
      expect(await nestedDetails({ slots })).toEqual([invalid('slots')]);
    },
  );

  it.each([[[1]], [[null]], [['Mon']], [[{ day: 'Mon' }, true]]])(
    "a list's item that is not an object (%j) is Invalid input at its index",
    async (slots) => {
      expect(await nestedDetails({ slots })).toEqual([invalid(`slots.${slots.length - 1}`)]);
    },
  );

  it('still reports the fields of a nested value of the right shape, in order', async () => {
    expect(await nestedDetails({ slot: {}, slots: [{ day: 'Mon' }, {}, 7] })).toEqual([
      { path: 'slot.day', message: MESSAGES.required, code: MESSAGE_CODES.required },
      { path: 'slots.1.day', message: MESSAGES.required, code: MESSAGE_CODES.required },
      invalid('slots.2'),
    ]);
    expect(await nestedDetails({ slot: { day: 'Mon' }, slots: [{ day: 'Tue' }] })).toEqual([]);
  });
});

describe('text refused as sent: unstorable, or unsafe to show (issue 31, found by the hostile input tests)', () => {
  const detailsOfUnstorable = (body: unknown) => {
    try {
      new RejectInvalidTextPipe().transform(body, metadata);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      return ((error as HttpException).getResponse() as { details: unknown[] }).details;
    }
    return [];
  };

  it.each([
    [{ name: 'Kalyna\u0000' }, 'name'],
    [{ name: 'Kalyna \ud800' }, 'name'],
    [{ phone: '\udc00' }, 'phone'],
    [{ galleryImages: ['https://example.org/a', 'https://example.org/\ud83d'] }, 'galleryImages.1'],
    [{ name: 'Kalyna \u202Egnp.exe' }, 'name'],
    [{ name: 'Kalyna \u2067isolated' }, 'name'],
    [{ name: 'Kalyna\u202C' }, 'name'],
    [{ name: '\u2068a\u202Eb\u2069\u202C' }, 'name'],
  ])('%j is Invalid text at %s', (body, path) => {
    expect(detailsOfUnstorable(body)).toEqual([
      { path, message: MESSAGES.invalidText, code: MESSAGE_CODES.invalidText },
    ]);
  });

  it('lets whole surrogate pairs (emoji, mathematical letters) and closed bidi controls through', () => {
    expect(detailsOfUnstorable({ name: 'Kalyna \u{1F35E} \u{1D573}' })).toEqual([]);
    expect(detailsOfUnstorable({ name: 'Kalyna \u202Egnp.exe\u202C \u2067\u05E9\u2069 \u200F' })).toEqual([]);
  });
});
