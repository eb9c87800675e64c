import type { ReactNode } from 'react';
import { Table, TableScroll } from '@byp/ui';
import { ActionsTableHead } from './ActionsTableHead';
import { ModerationRowActions } from './ModerationRowActions';

/**
 * A moderation table: the given columns, then a sticky Actions column with Approve (while pending),
 * Edit and Delete for each row.
 */
export function ModerationTable<Item extends { id: string; isApproved: number }>({
  items,
  columns,
  cells,
  itemName,
  onApprove,
  onEdit,
  onDelete,
}: {
  items: Item[];
  /** Column headers before the Actions column. */
  columns: string[];
  /** The row's <td>s, one per column. */
  cells: (item: Item) => ReactNode;
  /** Names the row in the action buttons' accessible names. */
  itemName: (item: Item) => string;
  onApprove: (item: Item) => void;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => Promise<unknown>;
}) {
  return (
    <TableScroll>
      <Table $stickyLastColumn>
        <ActionsTableHead columns={columns} />
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {cells(item)}
              <td>
                <ModerationRowActions
                  itemName={itemName(item)}
                  isPending={item.isApproved === 0}
                  onApprove={() => onApprove(item)}
                  onEdit={() => onEdit(item)}
                  onDelete={() => onDelete(item)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
