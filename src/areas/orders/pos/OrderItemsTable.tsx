/**
 * The order edit's table of items (product, price, quantity, total, and the buttons to change or
 * remove one), closed by the order's total before and after the edit.
 */
import { useTranslate } from 'react-admin';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatMoney } from '../../../domain/money';
import type { EditItem } from '../../../domain/orderEdit';

export function OrderItemsTable({
  items,
  editing,
  reversed,
  before,
  total,
  onEdit,
  onRemove,
}: {
  items: readonly EditItem[];
  /** The product whose item is being changed (its row is highlighted). */
  editing: number | null;
  /** A reversed order is shown only: no buttons. */
  reversed: boolean;
  /** The order's total before the edit. */
  before: number;
  total: number;
  onEdit: (item: EditItem) => void;
  onRemove: (item: EditItem) => void;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('orders.edit.items')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('orders.edit.product')}</TableCell>
          <TableCell align="right">{translate('orders.edit.price')}</TableCell>
          <TableCell align="right">{translate('orders.edit.quantity')}</TableCell>
          <TableCell align="right">{translate('orders.edit.total')}</TableCell>
          {!reversed && <TableCell align="right">{translate('orders.edit.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.idProduct} selected={editing === item.idProduct}>
            <TableCell>{item.name}</TableCell>
            <TableCell align="right">{formatMoney(item.price)}</TableCell>
            <TableCell align="right">{item.count}</TableCell>
            <TableCell align="right">{formatMoney(item.total)}</TableCell>
            {!reversed && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={translate('orders.edit.edit')}>
                  <IconButton
                    size="small"
                    aria-label={translate('orders.edit.edit_item', { name: item.name })}
                    onClick={() => onEdit(item)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate('orders.edit.remove')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={translate('orders.edit.remove_item', { name: item.name })}
                    onClick={() => onRemove(item)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            )}
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3}>
            <strong>{translate('orders.edit.total')}</strong>{' '}
            {translate('orders.edit.before', { total: formatMoney(before) })}
          </TableCell>
          <TableCell align="right" data-testid="edit-total">
            <strong>{formatMoney(total)}</strong>
          </TableCell>
          {!reversed && <TableCell />}
        </TableRow>
      </TableBody>
    </Table>
  );
}
