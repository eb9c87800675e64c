import { CreateModerationLog1765100000000 } from '@byp/nest-common';
import { CreateCommunity1764000100000 } from './1764000100000-create-community';
import { CreatePost1764100000000 } from './1764100000000-create-post';
import { BilingualCommunityAndPost1766100000000 } from './1766100000000-bilingual-community-and-post';
import { ContentSearchKeys1766100000100 } from './1766100000100-content-search-keys';
import { PostRecurrence1767300000000 } from './1767300000000-post-recurrence';
import { CommunityPhotos1767500000000 } from './1767500000000-community-photos';
import { CommunityPlaceName1767800000000 } from './1767800000000-community-place-name';
import { ContentSlugs1768000100000 } from './1768000100000-content-slugs';

// Migrations run in this order at start; each file is one timestamped, reversible step.
export const migrations = [
  // @byp/nest-common's moderation_log table, the same in every schema that keeps one.
  CreateModerationLog1765100000000,
  CreateCommunity1764000100000,
  CreatePost1764100000000,
  BilingualCommunityAndPost1766100000000,
  ContentSearchKeys1766100000100,
  PostRecurrence1767300000000,
  CommunityPhotos1767500000000,
  CommunityPlaceName1767800000000,
  ContentSlugs1768000100000,
];
