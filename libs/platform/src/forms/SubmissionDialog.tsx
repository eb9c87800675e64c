import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLauncher, type ButtonSize, type ButtonVariant } from '@byp/ui';

export interface SubmissionDialogProps {
  /** The button's label and the dialog's title and description, in the interface language. */
  texts: { open: string; title: string; description: string };
  buttonVariant?: ButtonVariant;
  buttonSize?: ButtonSize;
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A public form's '+ Submit …' button and its dialog (spec: max width 2xl), for the directory's and
 * the news app's forms. The form's state lives in the caller, above the dialog, so nothing typed
 * is lost when the dialog is closed or the server refuses it.
 */
export function SubmissionDialog({
  texts,
  buttonVariant,
  buttonSize,
  open,
  setOpen,
  children,
}: SubmissionDialogProps) {
  const { t } = useTranslation('common');
  return (
    <DialogLauncher
      label={texts.open}
      buttonVariant={buttonVariant}
      buttonSize={buttonSize}
      open={open}
      setOpen={setOpen}
      title={texts.title}
      description={texts.description}
      closeLabel={t('actions.close')}
      size="2xl"
    >
      {children}
    </DialogLauncher>
  );
}
