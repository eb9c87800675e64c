/** One line of a service's moderation log (issue 12): who did what to which item, when. */
export type ModerationAction = 'created' | 'approved' | 'updated' | 'deleted' | 'imported';
export type ModeratedEntity = 'business' | 'review' | 'offer' | 'community' | 'post';

export interface ModerationLogEntry {
  id: string;
  /** ISO 8601. */
  at: string;
  /** The admin's username (from the token). */
  actor: string;
  action: ModerationAction;
  entityType: ModeratedEntity;
  entityId: string;
  /** The item's name or title when the action happened (it may since have been deleted). */
  entityName: string;
  /** 'imported' lines: how many items the import created (the entity fields name the first). */
  count?: number;
}
