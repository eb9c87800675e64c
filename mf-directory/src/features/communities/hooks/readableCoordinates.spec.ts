import { mapLinkOf, readableCoordinates } from './readableCoordinates';

const letters = { north: 'N', south: 'S', east: 'E', west: 'W' };

describe('coordinates as people read them', () => {
  it("writes degrees with the hemisphere: '51.5036° N, 0.2049° W'", () => {
    expect(readableCoordinates(51.5036, -0.2049, letters)).toEqual({
      latitude: '51.5036° N',
      longitude: '0.2049° W',
    });
    expect(readableCoordinates(-33.8688, 151.2093, letters)).toEqual({
      latitude: '33.8688° S',
      longitude: '151.2093° E',
    });
    expect(readableCoordinates(53.79971234567, 0, letters).latitude).toBe('53.799712° N');
  });

  it('links the point to the map', () => {
    expect(mapLinkOf(51.5036, -0.2049)).toBe(
      'https://www.openstreetmap.org/?mlat=51.5036&mlon=-0.2049#map=15/51.5036/-0.2049',
    );
  });
});
