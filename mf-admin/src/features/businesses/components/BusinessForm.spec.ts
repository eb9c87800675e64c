import type { Business } from '@byp/contracts';
import {
  businessToForm,
  emptyBusinessForm,
  formToBusinessInput,
  missingBusinessFields,
} from './BusinessForm';

const filled = {
  ...emptyBusinessForm,
  name: 'Kalyna Bakery',
  description: 'Rye bread and pastries.',
  category: 'dining',
  address: '1 High Street, London',
  heroImage: 'https://img.example/kalyna.jpg',
};

describe("the admin business form's two languages", () => {
  it('needs a name and a description in English, in Ukrainian or in both', () => {
    expect(missingBusinessFields(filled)).toEqual([]);
    const ukrainianOnly = {
      ...filled,
      name: ' ',
      description: '',
      nameUk: 'Пекарня «Калина»',
      descriptionUk: 'Житній хліб і випічка.',
    };
    expect(missingBusinessFields(ukrainianOnly)).toEqual([]);
    // Neither language: the spec's required fields, named as the spec names them.
    expect(missingBusinessFields({ ...ukrainianOnly, nameUk: '  ', descriptionUk: '' })).toEqual([
      'name',
      'description',
    ]);
    expect(missingBusinessFields(emptyBusinessForm)).toEqual([
      'name',
      'description',
      'category',
      'address',
      'heroImage',
    ]);
  });

  it('sends English under the spec names and Ukrainian beside them; an empty language is null', () => {
    expect(formToBusinessInput({ ...filled, nameUk: ' Калина ' })).toMatchObject({
      name: 'Kalyna Bakery',
      nameUk: 'Калина',
      description: 'Rye bread and pastries.',
      descriptionUk: null,
    });
    expect(formToBusinessInput({ ...filled, name: '', nameUk: 'Калина' })).toMatchObject({
      name: null,
      nameUk: 'Калина',
    });
  });

  it('fills both languages from a read, and treats an answer without them as English', () => {
    const business = {
      name: 'Калина',
      description: 'Rye bread',
      nameI18n: { en: null, uk: 'Калина' },
      descriptionI18n: { en: 'Rye bread', uk: 'Житній хліб' },
      category: 'dining',
      address: 'a',
      heroImage: 'h',
      galleryImages: [],
      isVerified: 0,
      isPremium: 0,
    } as unknown as Business;
    expect(businessToForm(business)).toMatchObject({
      name: '',
      nameUk: 'Калина',
      description: 'Rye bread',
      descriptionUk: 'Житній хліб',
    });
    const older = { ...business, name: 'Kalyna', nameI18n: undefined } as unknown as Business;
    expect(businessToForm(older)).toMatchObject({ name: 'Kalyna', nameUk: '' });
  });
});
