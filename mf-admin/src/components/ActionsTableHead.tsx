import { useTranslation } from 'react-i18next';

/** An admin table's header row: the given column headers, then the Actions column. */
export function ActionsTableHead({ columns }: { columns: string[] }) {
  const { t } = useTranslation('admin');
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col">{t('manage.actions')}</th>
      </tr>
    </thead>
  );
}
