/**
 * The restriction detail's 'Productos restringidos': the products listed for the student (photo, name,
 * store and price, and whether the family blocked it), each with its remove button (the page
 * confirms and saves); then the whole categories blocked (by the family from the portal), which
 * this screen shows but does not edit.
 */
import { useTranslate } from 'react-admin';
import {
  Avatar,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { shortName } from '../../../domain/cart';
import type { RestrictedProduct } from '../../../domain/restrictions';
import { formatMoney } from '../../../domain/money';
import { imageUrl } from '../../../dataProvider/instance';
import { useStoreLabel } from '../../../kit/useStoreLabel';

interface BlockedCategory {
  id: number;
  name: string;
  store: number;
  products: number;
  byFamily: boolean;
}

/** The categories behind the products blocked through one, with how many products each blocks. */
function blockedCategories(restricted: readonly RestrictedProduct[]): BlockedCategory[] {
  const byId = new Map<number, BlockedCategory>();
  for (const p of restricted) {
    if (!p.por_categoria) continue;
    const seen = byId.get(p.por_categoria.id);
    if (seen) seen.products++;
    else
      byId.set(p.por_categoria.id, {
        ...p.por_categoria,
        store: p.store,
        products: 1,
        byFamily: p.por_familia,
      });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

// The secondary line holds a chip (a div): not in a paragraph.
const CHIP_BELOW = { secondary: { component: 'div' } } as const;

export function RestrictedProducts({
  restricted,
  busy,
  onRemove,
}: {
  restricted: readonly RestrictedProduct[];
  /** A save is under way: no removal meanwhile. */
  busy: boolean;
  onRemove: (product: RestrictedProduct) => void;
}) {
  const translate = useTranslate();
  const storeLabel = useStoreLabel();
  const listed = restricted.filter((p) => p.por_categoria === null);
  const categories = blockedCategories(restricted);
  const familyChip = (
    <Chip size="small" variant="outlined" label={translate('academic.lock.by_family')} sx={{ ml: 1 }} />
  );
  return (
    <Card sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
      <CardContent>
        <Typography variant="h6">{translate('academic.lock.restricted_products')}</Typography>
        {listed.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('academic.lock.none_restricted')}
          </Typography>
        ) : (
          <List dense data-testid="restricted-list">
            {listed.map((p) => (
              <ListItem
                key={p.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={translate('academic.lock.remove', { name: p.name })}
                    onClick={() => onRemove(p)}
                    disabled={busy}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemAvatar>
                  <Avatar src={imageUrl(p.url)} variant="rounded" alt="" />
                </ListItemAvatar>
                <ListItemText
                  slotProps={CHIP_BELOW}
                  primary={shortName(p.name)}
                  secondary={
                    <>
                      {`${storeLabel(p.store)} · ${formatMoney(p.price)}`}
                      {p.por_familia && familyChip}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {categories.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('academic.lock.blocked_categories')}
            </Typography>
            <List dense data-testid="blocked-categories">
              {categories.map((c) => (
                <ListItem key={c.id} disableGutters>
                  <ListItemText
                    slotProps={CHIP_BELOW}
                    primary={c.name}
                    secondary={
                      <>
                        {`${storeLabel(c.store)} · ${translate('academic.lock.category_products', { smart_count: c.products })}`}
                        {c.byFamily && familyChip}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
