/** The order: lines with minus/plus, removal by double click on the price, comment, total and remaining balance. */
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import {
  Box,
  Divider,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { cartTotal, shortName, type CartLine } from '../../../domain/cart';
import { formatMoney } from '../../../domain/money';

export function OrderSummary({
  lines,
  saldo,
  comment,
  immediate,
  onComment,
  onImmediate,
  onPlus,
  onMinus,
  onRemove,
}: {
  lines: CartLine[];
  saldo: number;
  comment: string;
  immediate: boolean;
  onComment: (v: string) => void;
  onImmediate: (v: boolean) => void;
  onPlus: (line: CartLine) => void;
  onMinus: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}) {
  const translate = useTranslate();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const total = cartTotal(lines);
  return (
    <Box>
      <Typography variant="h6" gutterBottom>
        {translate('orders.pos.order')}
      </Typography>
      {lines.length === 0 && (
        <Typography color="text.secondary">{translate('orders.pos.empty_cart')}</Typography>
      )}
      <Stack divider={<Divider flexItem />} spacing={1} data-testid="order-lines">
        {lines.map((line) => (
          <Box
            key={line.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            data-testid={`line-${line.id}`}
          >
            <Typography sx={{ flex: 1 }} variant="body2">
              {shortName(line.name)}
            </Typography>
            <IconButton
              size="small"
              aria-label={translate('orders.pos.minus_one', { name: line.name })}
              onClick={() => onMinus(line)}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography sx={{ minWidth: 24, textAlign: 'center' }} data-testid="line-count">
              {line.count}
            </Typography>
            <IconButton
              size="small"
              aria-label={translate('orders.pos.plus_one', { name: line.name })}
              onClick={() => onPlus(line)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
            <Tooltip title={translate('orders.pos.remove_hint')}>
              <Typography
                sx={{ minWidth: 80, textAlign: 'right', cursor: 'pointer', userSelect: 'none' }}
                onDoubleClick={() => setRemoving(line)}
                data-testid="line-price"
              >
                {formatMoney(line.price * line.count)}
              </Typography>
            </Tooltip>
          </Box>
        ))}
      </Stack>
      <TextField
        label={translate('orders.pos.comment')}
        value={comment}
        onChange={(e) => onComment(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormControlLabel
        control={<Switch checked={immediate} onChange={(e) => onImmediate(e.target.checked)} />}
        label={translate('orders.pos.immediate')}
      />
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="h6">{translate('orders.pos.total')}</Typography>
        <Typography variant="h6" data-testid="order-total">
          {formatMoney(total)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{translate('orders.pos.remaining')}</Typography>
        <Typography color={saldo - total < 0 ? 'error' : 'text.secondary'} data-testid="order-remaining">
          {formatMoney(saldo - total)}
        </Typography>
      </Box>
      <Confirm
        isOpen={removing !== null}
        title="orders.pos.remove_title"
        content="orders.pos.remove_confirm"
        confirm="orders.pos.accept"
        cancel="orders.pos.cancel"
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
