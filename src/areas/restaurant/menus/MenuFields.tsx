/**
 * One menu of a day: its service ("Todos" when the school has none or the menu is everyone's), its
 * product among the restaurant's, its courses one a line, the portions cooked beyond the
 * pre-orders, and how many pre-orders it has. A menu with pre-orders keeps its product and cannot
 * be removed (the server refuses both): the screen says so instead of offering it.
 */
import { useTranslate } from 'react-admin';
import { Chip, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { COURSES_MAX } from '../../../domain/lunchMenus';
import type { DraftMenu, MenuProblems } from './fortnight';
import type { Choice } from './useMenuChoices';

/** The select's value of a menu for every student. */
const ALL = 'all';

export function MenuFields({
  menu,
  label,
  services,
  products,
  errors,
  onChange,
  onRemove,
}: {
  menu: DraftMenu;
  /** Names the menu to a screen reader ("Menú 2 del martes 10 de marzo"). */
  label: string;
  services: Choice[];
  products: Choice[];
  /** Each field's message, in words: the screen's check or the server's refusal. */
  errors: MenuProblems;
  onChange: (next: DraftMenu) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const held = menu.pedidos > 0;
  // The product a saved menu names, even when the catalog no longer lists it.
  const options =
    menu.id_producto !== null && !products.some((p) => p.id === menu.id_producto)
      ? [...products, { id: menu.id_producto, name: menu.producto ?? String(menu.id_producto) }]
      : products;

  return (
    <Stack
      role="group"
      aria-label={label}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'flex-start' }, py: 1 }}
      data-testid="menu-fields"
    >
      <TextField
        select
        label={translate('restaurant.menus.service')}
        value={menu.id_servicio === null ? ALL : String(menu.id_servicio)}
        onChange={(e) =>
          onChange({ ...menu, id_servicio: e.target.value === ALL ? null : Number(e.target.value) })
        }
        error={Boolean(errors.id_servicio)}
        helperText={errors.id_servicio}
        sx={{ width: { md: 170 } }}
      >
        <MenuItem value={ALL}>{translate('restaurant.menus.all_services')}</MenuItem>
        {services.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('restaurant.menus.product')}
        value={menu.id_producto === null ? '' : String(menu.id_producto)}
        onChange={(e) => {
          const id = Number(e.target.value);
          onChange({ ...menu, id_producto: id, producto: options.find((p) => p.id === id)?.name ?? null });
        }}
        required
        disabled={held}
        error={Boolean(errors.id_producto)}
        helperText={errors.id_producto ?? (held ? translate('restaurant.menus.product_held') : undefined)}
        sx={{ width: { md: 230 } }}
      >
        {options.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('restaurant.menus.courses')}
        value={menu.platos}
        onChange={(e) => onChange({ ...menu, platos: e.target.value })}
        required
        multiline
        minRows={1}
        maxRows={COURSES_MAX}
        error={Boolean(errors.platos)}
        helperText={errors.platos}
        sx={{ flex: 1, minWidth: { md: 220 } }}
      />
      <TextField
        label={translate('restaurant.menus.extra')}
        value={menu.extra}
        onChange={(e) => onChange({ ...menu, extra: e.target.value })}
        error={Boolean(errors.extra)}
        helperText={errors.extra}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: { md: 130 } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 56 }}>
        <Chip
          size="small"
          color={held ? 'primary' : 'default'}
          label={translate('restaurant.menus.orders', { smart_count: menu.pedidos })}
          data-testid="menu-orders"
        />
        <Tooltip title={translate(held ? 'restaurant.menus.remove_held' : 'restaurant.menus.remove')}>
          {/* A disabled button gets no pointer events: the span keeps the tooltip's reason. */}
          <span>
            <IconButton
              onClick={onRemove}
              disabled={held}
              aria-label={translate('restaurant.menus.remove_named', { menu: label })}
              sx={{ width: 48, height: 48 }}
            >
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
