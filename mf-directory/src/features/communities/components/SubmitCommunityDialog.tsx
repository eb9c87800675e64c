import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionDialog } from '@byp/platform';
import { Spinner } from '@byp/ui';
import type { CoordinatePickerComponent } from '../../../lib/coordinates';
import { useSubmitCommunityForm } from '../hooks/useSubmitCommunityForm';

// The form's code loads when the dialog is first opened (the dialog renders nothing while closed).
const SubmitCommunityForm = lazy(
  () => import(/* webpackChunkName: "submit-community-form" */ './SubmitCommunityForm'),
);

/**
 * 'Submit Community' and its dialog (spec: max width 2xl). `coordinatePicker` is the map the form
 * sets the community's point with (the page hands the map feature's).
 */
export function SubmitCommunityDialog({
  coordinatePicker,
}: {
  coordinatePicker?: CoordinatePickerComponent;
}) {
  const { t } = useTranslation(['directory', 'common']);
  const [open, setOpen] = useState(false);
  const form = useSubmitCommunityForm(() => setOpen(false));
  return (
    <SubmissionDialog
      texts={{
        open: t('submitCommunity.open'),
        title: t('submitCommunity.title'),
        description: t('submitCommunity.description'),
      }}
      buttonSize="sm"
      open={open}
      setOpen={setOpen}
    >
      <Suspense fallback={<Spinner label={t('common:actions.loading')} />}>
        <SubmitCommunityForm
          form={form}
          onCancel={() => setOpen(false)}
          CoordinatePicker={coordinatePicker}
        />
      </Suspense>
    </SubmissionDialog>
  );
}
