import type { ReactNode } from 'react';
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
  return (
    <SubmissionDialog
      namespace="news"
      prefix={prefix}
      buttonVariant={prefix === 'submitEvent' ? 'primary' : 'accent'}
      open={open}
      setOpen={setOpen}
    >
      {children}
    </SubmissionDialog>
  );
}
