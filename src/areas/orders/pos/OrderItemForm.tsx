/**
 * The order edit's form to add an item or change one (category, subcategory, product, price,
 * quantity, total), its choices depending on each other. The page keeps the draft and the items
 * and decides what adding does (a product already sold keeps its price, the balance must cover it).
 */
import { useTranslate } from 'react-admin';
import { Button, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import type { PosProduct } from '../../../domain/orders';

/** The item being written: the choices as the form holds them ('' for none) and the quantity as typed. */
export interface Draft {
  idCategory: number | '';
  idSubCategory: number | '';
  idProduct: number | '';
  count: string;
}
export const EMPTY_DRAFT: Draft = { idCategory: '', idSubCategory: '', idProduct: '', count: '1' };

interface Option {
  id: number;
  name: string;
}

export function OrderItemForm({
  draft,
  onDraft,
  categories,
  subcategories,
  products,
  price,
  total,
  editing,
  canAdd,
  onAdd,
  onCancel,
}: {
  draft: Draft;
  onDraft: (draft: Draft) => void;
  categories: readonly Option[];
  /** The chosen category's subcategories. */
  subcategories: readonly Option[];
  /** The products of the chosen category (and subcategory, once one is chosen). */
  products: readonly PosProduct[];
  price: number;
  /** NaN while the quantity typed is not a whole number. */
  total: number;
  /** The product whose item is being changed, or null when adding. */
  editing: number | null;
  /** The catalog and the balance are loaded. */
  canAdd: boolean;
  onAdd: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(editing === null ? 'orders.edit.add_title' : 'orders.edit.edit_title')}
        </Typography>
        <Grid container spacing={2} alignItems="center">
          <Choice
            label={translate('orders.edit.category')}
            value={draft.idCategory}
            options={categories}
            onChange={(idCategory) => onDraft({ ...EMPTY_DRAFT, count: draft.count, idCategory })}
          />
          <Choice
            label={translate('orders.edit.subcategory')}
            value={draft.idSubCategory}
            options={subcategories}
            onChange={(idSubCategory) => onDraft({ ...draft, idSubCategory, idProduct: '' })}
          />
          <Choice
            label={translate('orders.edit.product')}
            value={draft.idProduct}
            options={products.map((p) => ({
              id: p.id,
              name: translate('orders.edit.product_option', { name: p.name, stock: p.stock }),
            }))}
            onChange={(idProduct) => onDraft({ ...draft, idProduct })}
          />
          <Grid size={{ xs: 4, md: 1 }}>
            <TextField
              fullWidth
              label={translate('orders.edit.price')}
              value={formatMoney(price)}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 4, md: 1 }}>
            <TextField
              fullWidth
              required
              label={translate('orders.edit.quantity')}
              type="number"
              value={draft.count}
              onChange={(e) => onDraft({ ...draft, count: e.target.value })}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          </Grid>
          <Grid size={{ xs: 4, md: 1 }}>
            <TextField
              fullWidth
              label={translate('orders.edit.total')}
              value={Number.isFinite(total) ? formatMoney(total) : ''}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={onAdd} disabled={!canAdd}>
            {translate(editing === null ? 'orders.edit.add' : 'orders.edit.update')}
          </Button>
          {editing !== null && <Button onClick={onCancel}>{translate('orders.edit.cancel')}</Button>}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One of the add-item form's dependent choices (category, subcategory, product). */
function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | '';
  options: readonly { id: number; name: string }[];
  onChange: (id: number) => void;
}) {
  return (
    <Grid size={{ xs: 12, md: 3 }}>
      <TextField
        select
        fullWidth
        label={label}
        value={value}
        disabled={options.length === 0}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
}
