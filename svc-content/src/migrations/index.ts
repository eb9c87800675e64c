import { CreateModerationLog1764000000000 } from './1764000000000-create-moderation-log';

// Migrations run in this order at start; each file is one timestamped, reversible step.
export const migrations = [CreateModerationLog1764000000000];
