import type { ReactNode } from 'react';
import { PlusIcon } from '../icons';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { Dialog, type DialogSize } from './Dialog';

export interface DialogLauncherProps {
  /** The button's text ('Submit Business', 'Submit Event', …), shown after a plus icon. */
  label: ReactNode;
  buttonVariant?: ButtonVariant;
  buttonSize?: ButtonSize;
  open: boolean;
  setOpen: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  size?: DialogSize;
  children?: ReactNode;
}

/**
 * A '+ Submit …' button and the dialog it opens. Whether it is open is the caller's state, as is
 * the form inside, so nothing typed is lost when the dialog is closed or the server refuses it.
 */
export function DialogLauncher({
  label,
  buttonVariant = 'accent',
  buttonSize,
  open,
  setOpen,
  title,
  description,
  closeLabel,
  size,
  children,
}: DialogLauncherProps) {
  return (
    <>
      <Button variant={buttonVariant} size={buttonSize} onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        description={description}
        closeLabel={closeLabel}
        size={size}
      >
        {children}
      </Dialog>
    </>
  );
}
