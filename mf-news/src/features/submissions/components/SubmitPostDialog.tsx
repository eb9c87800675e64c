import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionDialog } from '@byp/platform';

/** 'Submit Event' (primary) or 'Submit News' (accent) and its dialog; the form's state is the caller's. */
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
    <SubmissionDialog
      texts={{
        open: t(`${prefix}.open`),
        title: t(`${prefix}.title`),
        description: t(`${prefix}.description`),
      }}
      buttonVariant={prefix === 'submitEvent' ? 'primary' : 'accent'}
      open={open}
      setOpen={setOpen}
    >
      {children}
    </SubmissionDialog>
  );
}
