import { CreateModerationLog1765100000000 } from '@byp/nest-common';
import { CreateBusiness1763800000000 } from './1763800000000-create-business';
import { CreateOffer1763800100000 } from './1763800100000-create-offer';
import { CreateReview1763800200000 } from './1763800200000-create-review';
import { AddBusinessSearchIndexes1763800300000 } from './1763800300000-add-business-search-indexes';
import { AddBusinessListingOrderIndex1763800400000 } from './1763800400000-add-business-listing-order-index';
import { BusinessSearchText1765200000000 } from './1765200000000-business-search-text';
import { BusinessDataVersion1765300000000 } from './1765300000000-business-data-version';
import { BilingualContent1766000000000 } from './1766000000000-bilingual-content';
import { BusinessSearchTierIndexes1766200000000 } from './1766200000000-business-search-tier-indexes';
import { DropBusinessDataVersion1767100000000 } from './1767100000000-drop-business-data-version';
import { BusinessOpeningHours1767400000000 } from './1767400000000-business-opening-hours';
import { CreateBusinessPhotos1767500000000 } from './1767500000000-create-business-photos';
import { OfferClaimCodes1767600000000 } from './1767600000000-offer-claim-codes';
import { BusinessSlugs1768000000000 } from './1768000000000-business-slugs';
import { BusinessSearchNameIndexes1769100000000 } from './1769100000000-business-search-name-indexes';
import { BusinessSearchPlaceTrigrams1769100100000 } from './1769100100000-business-search-place-trigrams';
import { BusinessMapGrid1770200000000 } from './1770200000000-business-map-grid';
import { BusinessAdminIndexes1770200100000 } from './1770200100000-business-admin-indexes';
import { BusinessCategoryPlaceTrigrams1770300000000 } from './1770300000000-business-category-place-trigrams';
import { BusinessSearchNameFirstWords1770300100000 } from './1770300100000-business-search-name-first-words';
import { BusinessSearchWords1770400000000 } from './1770400000000-business-search-words';

// Migrations run in this order at start; each file is one timestamped, reversible step.
export const migrations = [
  CreateBusiness1763800000000,
  CreateOffer1763800100000,
  CreateReview1763800200000,
  AddBusinessSearchIndexes1763800300000,
  AddBusinessListingOrderIndex1763800400000,
  // @byp/nest-common's moderation_log table, the same in every schema that keeps one.
  CreateModerationLog1765100000000,
  BusinessSearchText1765200000000,
  BusinessDataVersion1765300000000,
  BilingualContent1766000000000,
  BusinessSearchTierIndexes1766200000000,
  DropBusinessDataVersion1767100000000,
  BusinessOpeningHours1767400000000,
  CreateBusinessPhotos1767500000000,
  OfferClaimCodes1767600000000,
  BusinessSlugs1768000000000,
  BusinessSearchNameIndexes1769100000000,
  BusinessSearchPlaceTrigrams1769100100000,
  BusinessMapGrid1770200000000,
  BusinessAdminIndexes1770200100000,
  BusinessCategoryPlaceTrigrams1770300000000,
  BusinessSearchNameFirstWords1770300100000,
  BusinessSearchWords1770400000000,
];
