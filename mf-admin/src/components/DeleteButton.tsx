import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, IconButton, TrashIcon } from '@byp/ui';

/**
 * Delete with confirmation (spec: delete is permanent after confirmation). The button's
 * accessible name names the item ("Delete Kalyna Bakery"), so a screen reader can tell rows apart.
 */
export function DeleteButton({
  itemName,
  onDelete,
}: {
  itemName: string;
  /** Resolves when done; the caller shows the toasts. */
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <IconButton
        label={t('actions.deleteItem', { name: itemName })}
        icon={<TrashIcon />}
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        open={open}
        title={t('confirmDelete.title', { name: itemName })}
        description={t('confirmDelete.description')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
