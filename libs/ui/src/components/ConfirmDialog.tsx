import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Dialog } from './Dialog';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the confirm button while the action runs. */
  busy?: boolean;
  destructive?: boolean;
}

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel, so Enter pressed by
 * habit does not delete anything; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size="md"
    >
      <Footer>
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Footer>
    </Dialog>
  );
}
