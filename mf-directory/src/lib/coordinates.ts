import type { ComponentType } from 'react';

/** A point the coordinate picker shows: the form's latitude and longitude, when both are numbers in range. */
export interface PickedPoint {
  latitude: number;
  longitude: number;
}

/** Five decimals: about a metre, closer than anyone points on a map. */
const DECIMALS = 5;

/** Longitude wrapped into -180…180 (a map scrolled round the world goes past them). */
const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/** A picked point as the form's text fields hold it ('51.50360', '-0.20490' → '51.5036', '-0.2049'). */
export function pickedCoordinates(
  latitude: number,
  longitude: number,
): { latitude: string; longitude: string } {
  const text = (value: number) => String(Number(value.toFixed(DECIMALS)));
  return { latitude: text(latitude), longitude: text(wrapLongitude(longitude)) };
}

/** The point of the form's two fields, or null while either is blank, not a number or out of range. */
export function pointOfFields(latitude: string, longitude: string): PickedPoint | null {
  if (!latitude.trim() || !longitude.trim()) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return { latitude: lat, longitude: lon };
}

/**
 * The props of a map that sets a point (the map feature's CoordinatePicker). A form takes the
 * picker as a prop from its page, so the form's feature never imports the map's.
 */
export interface CoordinatePickerProps {
  /** The point the form holds now (typed or picked), or null. */
  value: PickedPoint | null;
  onPick: (point: { latitude: string; longitude: string }) => void;
}

export type CoordinatePickerComponent = ComponentType<CoordinatePickerProps>;
