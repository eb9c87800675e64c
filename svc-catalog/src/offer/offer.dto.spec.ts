import 'reflect-metadata';
import { detailLines, everyFieldSetTo } from '@byp/testing';
import { CreateOfferDto, UpdateOfferDto } from './offer.dto';

/**
 * A 400 lists the failing fields in each form's own order, and the client joins them into one
 * toast (spec section 8): a change to how the DTOs are built must keep it.
 */
describe('the order of the offer forms’ details', () => {
  const fields = [
    'title: Invalid input',
    'titleUk: Invalid input',
    'description: Invalid input',
    'descriptionUk: Invalid input',
    'discountPercentage: Invalid input',
    'discountAmount: Invalid input',
    'validFrom: Invalid input',
    'validUntil: Invalid input',
    'isActive: Invalid input',
    'maxRedemptions: Invalid input',
  ];

  it('lists the business first, then the offer’s fields, on create', async () => {
    expect(await detailLines(CreateOfferDto, everyFieldSetTo(CreateOfferDto, {}))).toEqual([
      'businessId: Invalid input',
      ...fields,
    ]);
  });

  it('lists the offer’s fields in the same order on edit', async () => {
    expect(await detailLines(UpdateOfferDto, everyFieldSetTo(UpdateOfferDto, {}))).toEqual(fields);
  });

  it('keeps each write’s date rules: create requires validUntil, edit refuses null dates', async () => {
    const create = { businessId: null, title: 'Spring', description: 'Ten off', validFrom: null };
    expect(await detailLines(CreateOfferDto, create)).toEqual([
      'businessId: Required',
      'validUntil: Required',
    ]);
    expect(await detailLines(UpdateOfferDto, { validFrom: null, validUntil: null })).toEqual([
      'validFrom: Invalid input',
      'validUntil: Invalid input',
    ]);
  });
});
