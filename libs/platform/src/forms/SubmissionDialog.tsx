import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLauncher, type ButtonSize, type ButtonVariant } from '@byp/ui';

export interface SubmissionDialogProps {
  /** The app's namespace and the form's prefix in it: texts `<prefix>.open`, `.title`, `.description`. */
  namespace: string;
  prefix: string;
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
  namespace,
  prefix,
  buttonVariant,
  buttonSize,
  open,
  setOpen,
  children,
}: SubmissionDialogProps) {
  const { t } = useTranslation(namespace);
  return (
    <DialogLauncher
      label={t(`${prefix}.open`)}
      buttonVariant={buttonVariant}
      buttonSize={buttonSize}
      open={open}
      setOpen={setOpen}
      title={t(`${prefix}.title`)}
      description={t(`${prefix}.description`)}
      closeLabel={t('common:actions.close')}
      size="2xl"
    >
      {children}
    </DialogLauncher>
  );
}
