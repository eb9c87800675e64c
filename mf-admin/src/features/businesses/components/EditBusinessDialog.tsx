import { useTranslation } from 'react-i18next';
import type { Business } from '@byp/contracts';
import { Dialog } from '@byp/ui';
import type { BusinessInput } from '../../../api/adminBusinessesApi';
import { clearDraft } from '../../../session/drafts';
import { BusinessForm, businessToForm } from './BusinessForm';

/** The session draft of the edit form of a business (its values, kept while the dialog is open). */
const formDraftKey = (business: Business) => `businesses:edit:${business.id}`;

/** The admin's edit dialog of a business: the business form, its values kept as a session draft. */
export function EditBusinessDialog({
  business,
  onClose,
  onSave,
}: {
  /** The business being edited; null: the dialog is closed. */
  business: Business | null;
  onClose: () => void;
  /** Resolves true when saved (the dialog then closes). */
  onSave: (business: Business, input: BusinessInput) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  // Closing drops the form's draft too (Cancel and a save do that in the form).
  const close = () => {
    if (business) clearDraft(formDraftKey(business));
    onClose();
  };
  return (
    <Dialog
      open={business !== null}
      onClose={close}
      title={business ? t('edit.title', { name: business.name }) : ''}
      closeLabel={t('actions.close')}
      size="2xl"
    >
      {business ? (
        <BusinessForm
          initial={businessToForm(business)}
          draftKey={formDraftKey(business)}
          submitLabel={t('actions.save')}
          onCancel={close}
          onSubmit={(input) => onSave(business, input)}
        />
      ) : null}
    </Dialog>
  );
}
