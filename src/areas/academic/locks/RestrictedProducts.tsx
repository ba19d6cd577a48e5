/**
 * The lock detail's 'Productos restringidos': the student's restricted products (photo, name,
 * store and price), each with its remove button; the page confirms the removal and saves.
 */
import { useTranslate } from 'react-admin';
import { Avatar, Card, CardContent, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { shortName } from '../../../domain/cart';
import type { LockedProduct } from '../../../domain/locks';
import { formatMoney } from '../../../domain/money';
import { imageUrl } from '../../../dataProvider/instance';
import { useStoreLabel } from '../../boards/useStoreLabel';

export function RestrictedProducts({
  restricted,
  busy,
  onRemove,
}: {
  restricted: readonly LockedProduct[];
  /** A save is under way: no removal meanwhile. */
  busy: boolean;
  onRemove: (product: LockedProduct) => void;
}) {
  const translate = useTranslate();
  const storeLabel = useStoreLabel();
  return (
    <Card sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
      <CardContent>
        <Typography variant="h6">{translate('academic.lock.restricted_products')}</Typography>
        {restricted.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('academic.lock.none_restricted')}
          </Typography>
        ) : (
          <List dense data-testid="restricted-list">
            {restricted.map((p) => (
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
                  primary={shortName(p.name)}
                  secondary={`${storeLabel(p.store)} · ${formatMoney(p.price)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
