import { CSV_MESSAGES, MESSAGES } from '@byp/contracts';
import { i18n } from '@byp/platform';
import { registerAdminTranslations } from '../../../i18n/registerAdminTranslations';
import { csvErrorMessage } from './csvErrorMessage';

registerAdminTranslations();
const inLanguage = (language: 'en' | 'uk') => i18n.getFixedT(language, 'admin');

describe('CSV row errors in the UI language', () => {
  it("keeps the spec's English wording in English", () => {
    const t = inLanguage('en');
    for (const message of [
      CSV_MESSAGES.required('Name'),
      CSV_MESSAGES.required('Address'),
      CSV_MESSAGES.invalidCategory,
      CSV_MESSAGES.invalidEmail,
      CSV_MESSAGES.invalidHeroImage,
      CSV_MESSAGES.invalidWebsite,
      MESSAGES.invalidOpeningHours,
    ])
      expect(csvErrorMessage(message, t)).toBe(message);
  });

  it('translates every form into Ukrainian, the category ids left as a CSV holds them', () => {
    const t = inLanguage('uk');
    expect(csvErrorMessage(CSV_MESSAGES.required('Description'), t)).toBe('Потрібно заповнити поле «Опис»');
    expect(csvErrorMessage(CSV_MESSAGES.tooLong('name_uk', 200), t)).toBe(
      'Поле «Назва українською» має бути не довше за 200 символів',
    );
    expect(csvErrorMessage(CSV_MESSAGES.invalidCategory, t)).toMatch(
      /^Недійсна категорія: має бути одна з dining, /,
    );
    expect(csvErrorMessage(CSV_MESSAGES.invalidEmail, t)).not.toMatch(/[A-Za-z]/);
    expect(csvErrorMessage(CSV_MESSAGES.invalidHeroImage, t)).not.toMatch(/[a-z]{2}/);
    // The server's opening_hours check (issue 26), and the column's length from the shared rules.
    expect(csvErrorMessage(MESSAGES.invalidOpeningHours, t)).toBe(
      'Невірні години роботи: пишіть у формі Mo-Fr 09:00-18:00; Sa 10:00-14:00',
    );
    expect(csvErrorMessage(CSV_MESSAGES.tooLong('opening_hours', 255), t)).toBe(
      'Поле «Години роботи» має бути не довше за 255 символів',
    );
    // A message of another form (none today) is shown as it came rather than lost.
    expect(csvErrorMessage('Something new', t)).toBe('Something new');
  });
});
