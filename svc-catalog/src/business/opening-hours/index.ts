export {
  isOpenAt,
  isValidOpeningHours,
  openingSchedule,
  openingSchedules,
  parseOpeningHours,
} from './opening-hours';
export { londonDay } from './london-time';
export { OptionalOpeningHours } from './opening-hours.validator';
