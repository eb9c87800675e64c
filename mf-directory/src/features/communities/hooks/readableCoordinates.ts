/** Six decimals at most (about 10 cm), without trailing zeros. */
const degrees = (value: number) => String(Number(Math.abs(value).toFixed(6)));

export interface HemisphereNames {
  north: string;
  south: string;
  east: string;
  west: string;
}

/**
 * A point as people read it (issue 28): '51.5036° N' and '0.2049° W', not '51.5036' and
 * '-0.2049'; the letters (or the Ukrainian 'пн. ш.', 'зх. д.') come from the language.
 */
export function readableCoordinates(latitude: number, longitude: number, names: HemisphereNames) {
  return {
    latitude: `${degrees(latitude)}° ${latitude < 0 ? names.south : names.north}`,
    longitude: `${degrees(longitude)}° ${longitude < 0 ? names.west : names.east}`,
  };
}

/** The point on OpenStreetMap's map, with a marker. */
export function mapLinkOf(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}
