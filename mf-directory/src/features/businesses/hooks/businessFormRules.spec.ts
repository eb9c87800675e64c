import { addGalleryImage, EMPTY_BUSINESS_FORM, fieldOfPath, validateBusinessForm } from './businessFormRules';

const valid = {
  ...EMPTY_BUSINESS_FORM,
  name: 'Kalyna Bakery',
  description: 'Rye bread and poppy-seed rolls.',
  category: 'dining',
  address: '3 Mill Lane',
  area: 'Hackney',
  heroImage: 'https://img.example/kalyna.jpg',
};

describe('public business form rules', () => {
  it('accepts a form with every required field and empty optional ones', () => {
    expect(validateBusinessForm(valid)).toEqual({});
  });

  it('requires name, description, category, address, area and hero image', () => {
    expect(validateBusinessForm(EMPTY_BUSINESS_FORM)).toEqual({
      name: { code: 'required' },
      description: { code: 'required' },
      category: { code: 'required' },
      address: { code: 'required' },
      area: { code: 'required' },
      heroImage: { code: 'required' },
    });
    expect(validateBusinessForm({ ...valid, name: '   ' }).name).toEqual({ code: 'required' });
  });

  it('wants a description of at least 10 characters', () => {
    expect(validateBusinessForm({ ...valid, description: 'Too short' }).description).toEqual({
      code: 'too_short',
      min: 10,
    });
    expect(validateBusinessForm({ ...valid, description: '1234567890' }).description).toBeUndefined();
  });

  it('checks URLs and the email, and the category against the nine', () => {
    const errors = validateBusinessForm({
      ...valid,
      heroImage: 'not a url',
      website: 'ftp://example.com',
      email: 'someone@',
      category: 'communities',
      galleryImages: ['https://ok.example/a.jpg', 'nope'],
    });
    expect(errors).toEqual({
      heroImage: { code: 'invalid_url' },
      website: { code: 'invalid_url' },
      email: { code: 'invalid_email' },
      category: { code: 'invalid_category' },
      galleryImages: { code: 'invalid_url' },
    });
  });

  it('ignores a duplicate gallery URL on add', () => {
    const once = addGalleryImage([], ' https://img.example/a.jpg ');
    expect(once).toEqual(['https://img.example/a.jpg']);
    expect(addGalleryImage(once, 'https://img.example/a.jpg')).toBe(once);
    expect(addGalleryImage(once, 'https://img.example/b.jpg')).toHaveLength(2);
  });

  it('maps server error paths to fields', () => {
    expect(fieldOfPath('heroImage')).toBe('heroImage');
    expect(fieldOfPath('galleryImages.1')).toBe('galleryImages');
    expect(fieldOfPath('isVerified')).toBeUndefined();
    expect(fieldOfPath(undefined)).toBeUndefined();
  });
});
