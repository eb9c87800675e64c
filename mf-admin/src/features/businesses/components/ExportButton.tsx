import { useTranslation } from 'react-i18next';
import { toast } from '@byp/platform';
import { Button } from '@byp/ui';
import { useExportBusinessesMutation } from '../../../api/adminBusinessesApi';
import { countCsvRows, downloadText, exportFileName } from '../csv/csvPreview';

/**
 * Export: the server writes the CSV (cells neutralised against spreadsheet formulas) and the
 * browser saves it as businesses_export_{date}.csv, with the spec's toasts.
 */
export function ExportButton() {
  const { t } = useTranslation('admin');
  const [exportBusinesses, { isLoading }] = useExportBusinessesMutation();
  const run = async () => {
    try {
      const csv = await exportBusinesses().unwrap();
      const count = countCsvRows(csv);
      if (count === 0) {
        toast({ title: t('export.noDataTitle'), description: t('export.noDataMessage') });
        return;
      }
      downloadText(csv, exportFileName());
      toast({ title: t('export.successTitle'), description: t('export.successMessage', { count }) });
    } catch {
      toast({
        title: t('export.failedTitle'),
        description: t('export.failedMessage'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="secondary" disabled={isLoading} onClick={() => void run()}>
      {t('export.button')}
    </Button>
  );
}
