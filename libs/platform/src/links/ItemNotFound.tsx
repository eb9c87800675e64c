import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@byp/ui';

export interface ItemNotFoundProps {
  open: boolean;
  /** Closes the view: back to the list behind it. */
  onClose: () => void;
}

/**
 * Issue 25: what an address that names no approved business, community or event shows, over the
 * list (the server answers such an address with status 404).
 */
export function ItemNotFound({ open, onClose }: ItemNotFoundProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('notFound.itemTitle')}
      closeLabel={t('actions.close')}
      size="md"
    >
      <p>{t('notFound.itemText')}</p>
      <Button variant="primary" onClick={onClose}>
        {t('notFound.backToList')}
      </Button>
    </Dialog>
  );
}
