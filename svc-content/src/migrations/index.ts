import { CreateModerationLog1764000000000 } from './1764000000000-create-moderation-log';
import { CreateCommunity1764000100000 } from './1764000100000-create-community';
import { CreatePost1764100000000 } from './1764100000000-create-post';

// Migrations run in this order at start; each file is one timestamped, reversible step.
export const migrations = [
  CreateModerationLog1764000000000,
  CreateCommunity1764000100000,
  CreatePost1764100000000,
];
