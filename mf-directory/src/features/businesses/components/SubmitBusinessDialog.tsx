import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionDialog } from '@byp/platform';
import { Spinner } from '@byp/ui';
import { useSubmitBusinessForm } from '../hooks/useSubmitBusinessForm';

// The form's code loads when the dialog is first opened (the dialog renders nothing while closed).
const SubmitBusinessForm = lazy(
  () => import(/* webpackChunkName: "submit-business-form" */ './SubmitBusinessForm'),
);

/** 'Submit Business' and its dialog (spec: max width 2xl). */
export function SubmitBusinessDialog() {
  const { t } = useTranslation(['directory', 'common']);
  const [open, setOpen] = useState(false);
  const form = useSubmitBusinessForm(() => setOpen(false));
  return (
    <SubmissionDialog
      texts={{
        open: t('submitBusiness.open'),
        title: t('submitBusiness.title'),
        description: t('submitBusiness.description'),
      }}
      buttonSize="sm"
      open={open}
      setOpen={setOpen}
    >
      <Suspense fallback={<Spinner label={t('common:actions.loading')} />}>
        <SubmitBusinessForm form={form} onCancel={() => setOpen(false)} />
      </Suspense>
    </SubmissionDialog>
  );
}
