import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@byp/platform';
import { clearDraft, readDraft, saveDraft } from '../features/session/drafts';

/** An RTK Query mutation trigger: its result can be unwrapped to a promise that rejects on failure. */
type Trigger<A> = (arg: A) => { unwrap: () => Promise<unknown> };

/**
 * The approve/update/delete handlers of a moderation screen with their toasts
 * (`<section>.approved|updated|deleted` on success, `<section>.approveFailed|updateFailed|deleteFailed`
 * on failure), and the item open in the edit dialog, kept as a session draft so it survives an expired session.
 */
export function useContentModeration<Item extends { id: string }, Changes>({
  section,
  editDraftKey,
  approve,
  update,
  remove,
}: {
  section: 'communities' | 'posts';
  editDraftKey: string;
  approve: Trigger<string>;
  update: Trigger<{ id: string; changes: Changes }>;
  remove: Trigger<string>;
}) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<Item | null>(() => readDraft<Item>(editDraftKey) ?? null);

  const fail = (key: 'approveFailed' | 'updateFailed' | 'deleteFailed') => () =>
    toast({ title: t('toasts.error'), description: t(`${section}.${key}`), variant: 'destructive' });

  /** Saves an inline edit; rethrows so the cell restores its value. */
  const save = async (item: Item, changes: Changes) => {
    try {
      await update({ id: item.id, changes }).unwrap();
      toast({ title: t(`${section}.updated`) });
    } catch (error) {
      fail('updateFailed')();
      throw error;
    }
  };

  const approveItem = (item: Item) =>
    void approve(item.id)
      .unwrap()
      .then(() => toast({ title: t(`${section}.approved`) }))
      .catch(fail('approveFailed'));

  const removeItem = (item: Item) =>
    remove(item.id)
      .unwrap()
      .then(() => toast({ title: t(`${section}.deleted`) }))
      .catch(fail('deleteFailed'));

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
      toast({ title: t(`${section}.updated`) });
      closeEdit();
      return true;
    } catch {
      fail('updateFailed')();
      return false;
    }
  };

  return { save, approveItem, removeItem, editing, startEdit, closeEdit, saveEdit };
}
