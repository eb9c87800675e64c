import { useState } from 'react';
import { toast } from '@byp/platform';
import { clearDraft, readDraft, saveDraft } from '../session/drafts';
import { useAdminErrorToast } from '../session/useAdminError';

/** An RTK Query mutation trigger: its result can be unwrapped to a promise that rejects on failure. */
type Trigger<A> = (arg: A) => { unwrap: () => Promise<unknown> };

/** The toasts of a moderation screen, in the interface language. */
export interface ModerationMessages<Item, Changes> {
  approved: (item: Item) => string;
  /** Said when a save succeeds (the edit dialog's, and inline ones unless `quietInlineSaves`). */
  updated: (item: Item, changes: Changes) => string;
  deleted: (item: Item) => string;
  /** The fallbacks of the error toast, when the server gives no reason (spec section 8). */
  approveFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/**
 * What every moderation screen (businesses, communities, posts) does with its items: approve,
 * save (an inline cell, a switch or the edit dialog) and delete, each with its toast; a failure
 * shows the spec's error message (useAdminErrorToast). The item open in the edit dialog is kept as
 * a session draft under `editDraftKey`, so it survives an expired session.
 */
export function useModeration<Item extends { id: string }, Changes>({
  editDraftKey,
  approve,
  update,
  remove,
  messages,
  quietInlineSaves = false,
}: {
  editDraftKey: string;
  approve: Trigger<string>;
  update: Trigger<{ id: string; changes: Changes }>;
  remove: Trigger<string>;
  messages: ModerationMessages<Item, Changes>;
  /** Inline saves show no success toast (the cell itself shows the saved value). */
  quietInlineSaves?: boolean;
}) {
  const errorToast = useAdminErrorToast();
  const [editing, setEditing] = useState<Item | null>(() => readDraft<Item>(editDraftKey) ?? null);

  /**
   * Saves an inline edit (or a switch); rethrows so the cell restores its value. `failure` replaces
   * the update's fallback message.
   */
  const save = async (item: Item, changes: Changes, failure = messages.updateFailed) => {
    try {
      await update({ id: item.id, changes }).unwrap();
    } catch (error) {
      errorToast(error, failure);
      throw error;
    }
    if (!quietInlineSaves) toast({ title: messages.updated(item, changes) });
  };

  const approveItem = (item: Item) =>
    void approve(item.id)
      .unwrap()
      .then(() => toast({ title: messages.approved(item) }))
      .catch((error: unknown) => errorToast(error, messages.approveFailed));

  const removeItem = (item: Item) =>
    remove(item.id)
      .unwrap()
      .then(() => toast({ title: messages.deleted(item) }))
      .catch((error: unknown) => errorToast(error, messages.deleteFailed));

  const startEdit = (item: Item) => {
    saveDraft(editDraftKey, item);
    setEditing(item);
  };

  const closeEdit = () => {
    clearDraft(editDraftKey);
    setEditing(null);
  };

  /** Saves the edit dialog; resolves true (and closes it) when saved. */
  const saveEdit = async (item: Item, changes: Changes) => {
    try {
      await update({ id: item.id, changes }).unwrap();
    } catch (error) {
      errorToast(error, messages.updateFailed);
      return false;
    }
    toast({ title: messages.updated(item, changes) });
    closeEdit();
    return true;
  };

  return { save, approveItem, removeItem, editing, startEdit, closeEdit, saveEdit };
}
