/**
 * The product cards of a catalog (photo, name cut to 25 characters, price, and what its label
 * says: warning seals and allergens as chips, issue 35), as the cashier's screen and the lock
 * screen show them. A card may be dimmed with a note ('Agotado', 'Restringido') and, when it
 * cannot be picked at all, disabled.
 *
 * A large catalog (thousands of products before a category is chosen) shows its first
 * GRID_PAGE cards and a button for more: drawing every card made the sale screen take seconds.
 * Photos load as they scroll into view.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Avatar, Box, Button, ButtonBase, Typography } from '@mui/material';
import { shortName } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import type { FoodLabels as Labels } from '../../domain/foodLabels';
import { imageUrl } from '../../dataProvider/instance';
import { FoodLabels } from '../ui/FoodLabels';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: 0,
  border: 0,
} as const;

export interface GridProduct extends Partial<Labels> {
  id: number;
  name: string;
  price: number;
  url: string | null;
}

export interface CardState {
  note: string;
  /** Not clickable (sold out); a dimmed card that stays clickable can explain itself. */
  disabled?: boolean;
}

/** Cards drawn at first, and added by each «Ver más». */
export const GRID_PAGE = 60;

/** Give it a `key` per selection (category, subcategory) so a new one starts from its first cards. */
export function ProductGrid<P extends GridProduct>({
  products,
  onPick,
  stateOf,
}: {
  products: readonly P[];
  onPick: (product: P) => void;
  stateOf?: (product: P) => CardState | null;
}) {
  const translate = useTranslate();
  const [shown, setShown] = useState(GRID_PAGE);
  const hidden = products.length - shown;
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
        data-testid="product-grid"
      >
        {products.slice(0, shown).map((p) => {
          const state = stateOf?.(p) ?? null;
          return (
            <ButtonBase
              key={p.id}
              onClick={() => onPick(p)}
              disabled={state?.disabled ?? false}
              data-state={state ? state.note : undefined}
              sx={{
                // From the top, whatever the row's tallest card (a button centres its content).
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                textAlign: 'left',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                p: 1,
                // A card that cannot be clicked fades whole; one that still explains itself (a
                // restriction, an allergen) greys its picture only, its words kept readable (4.5:1).
                opacity: state?.disabled ? 0.45 : 1,
                bgcolor: 'background.paper',
                '& .MuiAvatar-root':
                  state && !state.disabled ? { filter: 'grayscale(1)', opacity: 0.45 } : undefined,
              }}
            >
              <Avatar
                src={imageUrl(p.url)}
                variant="rounded"
                sx={{ width: '100%', height: 72, mb: 1 }}
                alt=""
                slotProps={{ img: { loading: 'lazy' } }}
              />
              {/*
              Named by its content, so what a screen reader says is what the eye reads (WCAG 2.5.3):
              "<full name>, <price>[, <note>]"; the eye sees the name cut to 25 characters.
            */}
              <Typography variant="body2" sx={{ fontWeight: 500, minHeight: 40 }}>
                <span aria-hidden="true">{shortName(p.name)}</span>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {`${p.name},`}
                </Box>
              </Typography>
              <Typography variant="body2" color="primary">
                {formatMoney(p.price)}
                {state && (
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    ,
                  </Box>
                )}
              </Typography>
              {state && (
                <Typography variant="caption" color="error">
                  {state.note}
                </Typography>
              )}
              {p.sellos?.length || p.alergenos?.length ? (
                <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    ,
                  </Box>
                  <FoodLabels product={p} />
                </Box>
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
      {hidden > 0 && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => setShown((n) => n + GRID_PAGE)}>
            {translate('app.catalog.more_products', { count: hidden })}
          </Button>
        </Box>
      )}
    </>
  );
}
