import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, SettingsIcon, TableActions } from '@byp/ui';
import { DeleteButton } from './DeleteButton';

/**
 * A moderation row's actions: Approve (only while pending), Edit (icon button, when editable), any
 * extra ones, and Delete with confirmation. Every accessible name names the item, so a screen reader can tell rows apart.
 */
export function ModerationRowActions({
  itemName,
  isPending,
  onApprove,
  onEdit,
  onDelete,
  extra,
}: {
  itemName: string;
  isPending: boolean;
  onApprove: () => void;
  /** Without it, no Edit button (reviews are approved or deleted, not edited). */
  onEdit?: () => void;
  /** Resolves when done; the caller shows the toasts. */
  onDelete: () => Promise<unknown>;
  /** More actions of the row, between Edit and Delete (a business's offers). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <TableActions>
      {isPending ? (
        <Button size="sm" aria-label={t('actions.approveItem', { name: itemName })} onClick={onApprove}>
          {t('actions.approve')}
        </Button>
      ) : null}
      {onEdit ? (
        <IconButton
          size="sm"
          variant="secondary"
          icon={<SettingsIcon />}
          label={t('actions.editItem', { name: itemName })}
          onClick={onEdit}
        />
      ) : null}
      {extra}
      <DeleteButton itemName={itemName} onDelete={onDelete} />
    </TableActions>
  );
}
