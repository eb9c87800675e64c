import 'reflect-metadata';
import { detailLines, everyFieldSetTo } from '@byp/testing';
import { CreatePublicEventDto, CreatePublicNewsDto, UpdatePostDto } from './post.dto';
import { PublicPostBodyPipe } from './public-post-body.pipe';

/**
 * A 400 lists the failing fields in each form's own order, and the client joins them into one
 * toast (spec section 8): a change to how the DTOs are built must keep it. class-validator lists a
 * class's own fields first, then those it inherits.
 */
describe('the order of the post forms’ details', () => {
  it('lists the public event form’s fields in its order', async () => {
    const body = everyFieldSetTo(CreatePublicEventDto, {}, { type: 'event' });
    expect(await detailLines(CreatePublicEventDto, body, new PublicPostBodyPipe())).toEqual([
      'organizerType: Invalid input',
      'title: Invalid input',
      'titleUk: Invalid text',
      'body: Invalid input',
      'bodyUk: Invalid text',
      'startAt: Invalid input',
      'endAt: Invalid input',
      'isOnline: Invalid input',
      'locationName: Invalid input',
      'address: Invalid text',
      'contactEmail: Invalid email address',
      'externalUrl: Invalid URL',
      'recurrence.frequency: Required',
      'organizerId: Invalid input',
    ]);
  });

  it('lists the public news form’s fields in its order', async () => {
    const body = everyFieldSetTo(CreatePublicNewsDto, {}, { type: 'news' });
    expect(await detailLines(CreatePublicNewsDto, body, new PublicPostBodyPipe())).toEqual([
      'organizerType: Invalid input',
      'title: Invalid input',
      'titleUk: Invalid text',
      'body: Invalid input',
      'bodyUk: Invalid text',
      'externalUrl: Invalid URL',
      'image: Invalid URL',
      'contactEmail: Invalid email address',
      'organizerId: Invalid input',
    ]);
  });

  it('lists the admin edit form’s fields in its order', async () => {
    expect(await detailLines(UpdatePostDto, everyFieldSetTo(UpdatePostDto, {}))).toEqual([
      'type: Invalid input',
      'organizerType: Invalid input',
      'title: Invalid input',
      'titleUk: Invalid text',
      'body: Invalid input',
      'bodyUk: Invalid text',
      'image: Invalid URL',
      'startAt: Invalid input',
      'endAt: Invalid input',
      'locationName: Invalid text',
      'address: Invalid text',
      'latitude: Invalid input',
      'longitude: Invalid input',
      'externalUrl: Invalid URL',
      'organizerId: Invalid input',
      'recurrence.frequency: Required',
      'contactEmail: Invalid email address',
      'isOnline: Invalid input',
      'isApproved: Invalid input',
    ]);
  });

  it('skips only the fields an admin edit leaves out: null is checked', async () => {
    expect(await detailLines(UpdatePostDto, { type: null, organizerType: null, isOnline: null })).toEqual([
      'type: Invalid input',
      'organizerType: Invalid input',
      'isOnline: Invalid input',
    ]);
  });
});

describe('a repeat that is not an object', () => {
  const onlineEvent = (recurrence: unknown) => ({
    type: 'event',
    title: 'Supper',
    body: 'Songs and supper.',
    startAt: '2030-01-01T18:00:00Z',
    isOnline: true,
    recurrence,
  });

  it.each([[[]], [[{}]], [[1]], ['weekly']])(
    '(%j) is one Invalid input in both forms, with nothing under it',
    async (recurrence) => {
      expect(
        await detailLines(CreatePublicEventDto, onlineEvent(recurrence), new PublicPostBodyPipe()),
      ).toEqual(['recurrence: Invalid input']);
      expect(await detailLines(UpdatePostDto, { recurrence })).toEqual(['recurrence: Invalid input']);
    },
  );
});
