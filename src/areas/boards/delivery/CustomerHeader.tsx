import { Avatar, Stack, Typography } from '@mui/material';
import { maskCode } from '../../../domain/credentials';
import type { DeliveryCustomer } from '../../../domain/delivery';
import { imageUrl } from '../../../dataProvider/instance';

/**
 * The customer's photo, name and masked credential code (the server sends it masked; masking
 * again changes nothing), as the delivery screens head a customer; `inline` writes them as the
 * prepare screen's cards do: 'name - code'.
 */
export function CustomerHeader({
  customer,
  inline = false,
}: {
  customer: Pick<DeliveryCustomer, 'name' | 'code' | 'url'>;
  inline?: boolean;
}) {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Avatar src={imageUrl(customer.url)} alt={customer.name} sx={{ width: 56, height: 56 }} />
      {inline ? (
        <Typography variant="h6" data-testid="customer-title">
          {customer.name} -{' '}
          <span style={{ fontFamily: 'monospace', fontSize: '0.85em' }}>{maskCode(customer.code)}</span>
        </Typography>
      ) : (
        <div>
          <Typography variant="h6" data-testid="customer-name">
            {customer.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="customer-code"
            sx={{ fontFamily: 'monospace' }}
          >
            {maskCode(customer.code)}
          </Typography>
        </div>
      )}
    </Stack>
  );
}
