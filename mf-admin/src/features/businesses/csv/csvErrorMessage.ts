import { BUSINESS_CATEGORIES, CSV_MESSAGES, MESSAGES } from '@byp/contracts';
import type { AdminKey, AdminT } from '../../../i18n/registerAdminTranslations';

/** The column labels of the shared CSV rules' messages, as translation keys of the admin namespace. */
const FIELD_KEYS: Record<string, AdminKey> = {
  name: 'fields.name',
  name_uk: 'upload.nameUk',
  description: 'fields.description',
  description_uk: 'upload.descriptionUk',
  category: 'fields.category',
  address: 'fields.address',
  phone: 'fields.phone',
  instagram: 'fields.instagram',
  tiktok: 'fields.tiktok',
  area: 'fields.area',
  opening_hours: 'fields.openingHours',
};

const REQUIRED = /^(.+) required$/;
const TOO_LONG = /^(.+) must be at most (\d+) characters$/;

/**
 * A CSV row error in the UI language. The shared rules (@byp/contracts, also the server's import)
 * word them in English, as the spec does; each form is recognised and translated, and a message
 * of another form is shown as it came.
 */
export function csvErrorMessage(message: string, t: AdminT): string {
  const field = (label: string) => {
    const key = FIELD_KEYS[label.toLowerCase()];
    return key ? t(key) : label;
  };
  switch (message) {
    case CSV_MESSAGES.invalidCategory:
      return t('upload.csvErrors.invalidCategory', { categories: BUSINESS_CATEGORIES.join(', ') });
    case CSV_MESSAGES.invalidEmail:
      return t('common:validation.invalidEmail');
    case CSV_MESSAGES.invalidHeroImage:
      return t('upload.csvErrors.invalidHeroImage');
    case CSV_MESSAGES.invalidWebsite:
      return t('upload.csvErrors.invalidWebsite');
    case CSV_MESSAGES.invalidText:
      return t('common:validation.invalidText');
    // The server's check of the opening_hours column (its parser is not in the browser).
    case MESSAGES.invalidOpeningHours:
      return t('common:validation.invalidOpeningHours');
  }
  const required = REQUIRED.exec(message);
  if (required) return t('upload.csvErrors.required', { field: field(required[1]) });
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('upload.csvErrors.tooLong', { field: field(tooLong[1]), max: Number(tooLong[2]) });
  return message;
}
