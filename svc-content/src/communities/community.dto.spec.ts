import 'reflect-metadata';
import { detailLines, everyFieldSetTo } from '@byp/testing';
import { CreatePublicCommunityDto, UpdateCommunityDto } from './community.dto';

/**
 * A 400 lists the failing fields in each form's own order, and the client joins them into one
 * toast (spec section 8): a change to how the DTOs are built must keep it.
 */
describe('the order of the community forms’ details', () => {
  // Each form's own fields come first, then the optional ones both inherit.
  const formFields = [
    'name: Invalid input',
    'nameUk: Invalid text',
    'description: Invalid input',
    'descriptionUk: Invalid text',
    'heroImage: Invalid URL',
    'galleryImages: Invalid input',
    'links: Invalid input',
  ];

  const optionalFields = [
    'website: Invalid URL',
    'contactEmail: Invalid email address',
    'instagram: Invalid text',
    'tiktok: Invalid text',
    'latitude: Invalid input',
    'longitude: Invalid input',
    'placeName: Invalid text',
  ];

  it('lists the public form’s fields in its order', async () => {
    const body = everyFieldSetTo(CreatePublicCommunityDto, {});
    expect(await detailLines(CreatePublicCommunityDto, body)).toEqual([...formFields, ...optionalFields]);
  });

  it('lists the admin edit form’s fields in its order', async () => {
    expect(await detailLines(UpdateCommunityDto, everyFieldSetTo(UpdateCommunityDto, {}))).toEqual([
      ...formFields,
      'isApproved: Invalid input',
      ...optionalFields,
    ]);
  });
});
