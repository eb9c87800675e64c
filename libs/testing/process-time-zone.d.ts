/** Set by libs/testing/process-time-zone-environment.cjs: the jest worker's real time zone. */
declare function setProcessTimeZone(zone: string | undefined): void;
