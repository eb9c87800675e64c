import { dateTimeTextShape, formatLocalDateTimeText, parseLocalDateTimeText } from './localDateTimeText';

describe('dates and times typed in the app language', () => {
  it('writes a value day first with a 24-hour time: en-GB with slashes, Ukrainian with dots', () => {
    expect(formatLocalDateTimeText('2031-05-20T18:30', 'en')).toBe('20/05/2031 18:30');
    expect(formatLocalDateTimeText('2031-05-20T18:30', 'uk')).toBe('20.05.2031 18:30');
    expect(dateTimeTextShape('en')).toBe('dd/mm/yyyy hh:mm');
    expect(dateTimeTextShape('uk')).toBe('дд.мм.рррр гг:хх');
  });

  it('reads what either language writes, short days and hours included, never month first', () => {
    expect(parseLocalDateTimeText('20/05/2031 18:30')).toBe('2031-05-20T18:30');
    expect(parseLocalDateTimeText(' 20.05.2031 18:30 ')).toBe('2031-05-20T18:30');
    expect(parseLocalDateTimeText('2/5/2031 9:05')).toBe('2031-05-02T09:05');
    expect(parseLocalDateTimeText('2031-05-20T18:30')).toBe('2031-05-20T18:30');
    expect(parseLocalDateTimeText('2031-05-20 18:30')).toBe('2031-05-20T18:30');
  });

  it('refuses text that is not a date and time', () => {
    expect(parseLocalDateTimeText('')).toBeUndefined();
    expect(parseLocalDateTimeText('20/05/2031')).toBeUndefined();
    expect(parseLocalDateTimeText('20/05/2031 25:00')).toBeUndefined();
    expect(parseLocalDateTimeText('tomorrow 6pm')).toBeUndefined();
  });
});
