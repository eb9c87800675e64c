import 'reflect-metadata';
import { detailLines, everyFieldSetTo } from '@byp/testing';
import { CreateBusinessDto, CreatePublicBusinessDto, UpdateBusinessDto } from './business.dto';
import { INVALID_CATEGORY_MESSAGE } from './business.validators';

/**
 * A 400 lists the failing fields in each form's own order, and the client joins them into one
 * toast (spec section 8): a change to how the DTOs are built must keep it. class-validator lists a
 * class's own fields first, then those it inherits (from the oldest ancestor down).
 */
describe('the order of the business forms’ details', () => {
  const texts = [
    'name: Invalid input',
    'nameUk: Invalid input',
    'description: Invalid input',
    'descriptionUk: Invalid input',
    `category: ${INVALID_CATEGORY_MESSAGE}`,
    'address: Invalid input',
  ];
  const contactFields = [
    'phone: Invalid text',
    'email: Invalid email address',
    'website: Invalid URL',
    'instagram: Invalid text',
    'tiktok: Invalid text',
    'latitude: Invalid input',
    'longitude: Invalid input',
    'openingHours: Invalid text',
  ];
  const adminFields = [
    ...texts,
    'area: Invalid text',
    'heroImage: Invalid URL',
    'galleryImages: Invalid input',
    'isVerified: Invalid input',
    'isPremium: Invalid input',
    'isApproved: Invalid input',
    ...contactFields,
  ];

  it('lists the public form’s fields in its order', async () => {
    const body = everyFieldSetTo(CreatePublicBusinessDto, {});
    expect(await detailLines(CreatePublicBusinessDto, body)).toEqual([
      ...texts,
      'area: Invalid input',
      'heroImage: Invalid URL',
      'galleryImages: Invalid input',
      ...contactFields,
    ]);
  });

  it('lists the admin create and edit forms’ fields in one order', async () => {
    expect(await detailLines(CreateBusinessDto, everyFieldSetTo(CreateBusinessDto, {}))).toEqual(adminFields);
    expect(await detailLines(UpdateBusinessDto, everyFieldSetTo(UpdateBusinessDto, {}))).toEqual(adminFields);
  });
});
