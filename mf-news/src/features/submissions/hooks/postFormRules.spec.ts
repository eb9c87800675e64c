import {
  EMPTY_EVENT_FORM,
  EMPTY_NEWS_FORM,
  toEventInput,
  toNewsInput,
  validateEventField,
  validateNewsField,
} from './postFormRules';

describe('the public event form rules', () => {
  const valid = {
    ...EMPTY_EVENT_FORM,
    title: 'Bandura concert',
    body: 'An evening of music.',
    startAt: '2026-07-10T19:30',
    locationName: 'St Martin',
  };

  it('requires title, body and start', () => {
    const empty = { ...EMPTY_EVENT_FORM, title: ' ', body: '' };
    expect(validateEventField('title', empty)).toEqual({ code: 'required' });
    expect(validateEventField('body', empty)).toEqual({ code: 'required' });
    expect(validateEventField('startAt', empty)).toEqual({ code: 'required' });
  });

  it('takes the title and the description in English, in Ukrainian or in both', () => {
    const ukrainianOnly = {
      ...valid,
      title: '',
      body: ' ',
      titleUk: 'Концерт бандуристів',
      bodyUk: 'Вечір музики.',
    };
    expect(validateEventField('title', ukrainianOnly)).toBeUndefined();
    expect(validateEventField('body', ukrainianOnly)).toBeUndefined();
    expect(validateEventField('title', { ...valid, titleUk: 'Концерт' })).toBeUndefined();
    // Neither language: the spec's error, on the spec's field.
    const neither = { ...valid, title: ' ', titleUk: '  ', body: '', bodyUk: '' };
    expect(validateEventField('title', neither)).toEqual({ code: 'required' });
    expect(validateEventField('body', neither)).toEqual({ code: 'required' });
    expect(validateEventField('titleUk', neither)).toBeUndefined();
  });

  it('sends each language under its own name and leaves a blank language out', () => {
    expect(toEventInput({ ...valid, titleUk: ' Концерт ', bodyUk: '' })).toMatchObject({
      title: 'Bandura concert',
      titleUk: 'Концерт',
      body: 'An evening of music.',
    });
    expect(toEventInput({ ...valid, titleUk: 'Концерт', bodyUk: '' })).not.toHaveProperty('bodyUk');
    const ukrainianOnly = toEventInput({
      ...valid,
      title: ' ',
      body: '',
      titleUk: 'Концерт',
      bodyUk: 'Вечір музики.',
    });
    expect(ukrainianOnly).not.toHaveProperty('title');
    expect(ukrainianOnly).not.toHaveProperty('body');
    expect(ukrainianOnly).toMatchObject({ titleUk: 'Концерт', bodyUk: 'Вечір музики.' });
  });

  it('requires a venue unless the event is online', () => {
    expect(validateEventField('locationName', { ...valid, locationName: '' })).toEqual({ code: 'required' });
    expect(
      validateEventField('locationName', { ...valid, locationName: '', isOnline: true }),
    ).toBeUndefined();
  });

  it('refuses an end before the start', () => {
    expect(validateEventField('endAt', { ...valid, endAt: '2026-07-10T18:00' })).toEqual({
      code: 'end_before_start',
    });
    expect(validateEventField('endAt', { ...valid, endAt: '2026-07-10T19:30' })).toBeUndefined();
  });

  it('checks the optional email and URL', () => {
    expect(validateEventField('contactEmail', { ...valid, contactEmail: 'nope' })).toEqual({
      code: 'invalid_email',
    });
    expect(validateEventField('externalUrl', { ...valid, externalUrl: 'javascript:alert(1)' })).toEqual({
      code: 'invalid_url',
    });
    expect(validateEventField('externalUrl', valid)).toBeUndefined();
  });

  it('sends UK times as instants, and no venue for an online event', () => {
    const input = toEventInput({ ...valid, isOnline: true, address: '1 High St', endAt: '' });
    expect(input).toMatchObject({
      type: 'event',
      startAt: '2026-07-10T18:30:00.000Z',
      endAt: null,
      isOnline: true,
      locationName: '',
      address: '',
    });
  });
});

describe('the public news form rules', () => {
  it('requires a title and a body of at least 10 characters; URLs optional', () => {
    expect(validateNewsField('title', EMPTY_NEWS_FORM)).toEqual({ code: 'required' });
    expect(validateNewsField('body', { ...EMPTY_NEWS_FORM, body: 'too short' })).toEqual({
      code: 'too_short',
      min: 10,
    });
    expect(validateNewsField('body', { ...EMPTY_NEWS_FORM, body: '0123456789' })).toBeUndefined();
    expect(validateNewsField('image', { ...EMPTY_NEWS_FORM, image: 'pic.png' })).toEqual({
      code: 'invalid_url',
    });
    expect(validateNewsField('externalUrl', EMPTY_NEWS_FORM)).toBeUndefined();
  });

  it('takes the title and text in either language; each text given is at least 10 characters', () => {
    const ukrainianOnly = { ...EMPTY_NEWS_FORM, titleUk: 'Новина', bodyUk: 'Відкрилася нова пекарня.' };
    expect(validateNewsField('title', ukrainianOnly)).toBeUndefined();
    expect(validateNewsField('body', ukrainianOnly)).toBeUndefined();
    expect(validateNewsField('bodyUk', ukrainianOnly)).toBeUndefined();
    expect(validateNewsField('bodyUk', { ...ukrainianOnly, bodyUk: 'Коротко' })).toEqual({
      code: 'too_short',
      min: 10,
    });
    // An English text given is checked too, even when the Ukrainian one is long enough.
    expect(validateNewsField('body', { ...ukrainianOnly, body: 'Short' })).toEqual({
      code: 'too_short',
      min: 10,
    });
    expect(validateNewsField('body', { ...EMPTY_NEWS_FORM, bodyUk: '   ' })).toEqual({ code: 'required' });
    expect(toNewsInput({ ...ukrainianOnly, title: 'News' })).toEqual({
      type: 'news',
      title: 'News',
      titleUk: 'Новина',
      bodyUk: 'Відкрилася нова пекарня.',
      image: '',
      externalUrl: '',
    });
  });

  it('names the community a news post comes from, and none when none is chosen', () => {
    const news = { ...EMPTY_NEWS_FORM, title: 'Choir news', body: 'New tenors are welcome.' };
    const community = '0b0e5f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
    expect(toNewsInput({ ...news, organizerId: community })).toMatchObject({
      organizerType: 'community',
      organizerId: community,
    });
    const alone = toNewsInput(news);
    expect(alone).not.toHaveProperty('organizerType');
    expect(alone).not.toHaveProperty('organizerId');
  });
});
