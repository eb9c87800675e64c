// An event's status: @byp/contracts' (svc-content orders the served first cards with it too).
export { eventStatus, type EventStatus } from '@byp/contracts';
