import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLauncher } from '@byp/ui';

/**
 * A 'Submit …' button and its dialog (spec: max width 2xl). The form's state lives in the caller,
 * above the dialog, so nothing typed is lost when the dialog is closed or the server refuses it.
 */
export function SubmitPostDialog({
  prefix,
  open,
  setOpen,
  children,
}: {
  prefix: 'submitEvent' | 'submitNews';
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('news');
  return (
    <DialogLauncher
      label={t(`${prefix}.open`)}
      buttonVariant={prefix === 'submitEvent' ? 'primary' : 'accent'}
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
