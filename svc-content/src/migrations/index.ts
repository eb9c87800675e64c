// Migrations run in this order at start; each file is one timestamped, reversible step.
export const migrations = [];
