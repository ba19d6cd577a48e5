/**
 * Issue 35: what the cashier must know before selling to this student — their allergies (the
 * product's allergen names, in the reader's language) and the school's note. Nothing without them.
 */
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { domainKeys } from '../../../i18n/domain-messages';

export function CustomerAllergies({
  allergies,
  note,
}: {
  allergies: readonly string[] | undefined;
  note: string | null | undefined;
}) {
  const translate = useTranslate();
  if (!allergies?.length && !note) return null;
  const names = (allergies ?? [])
    .map((key) => translate(domainKeys.option('inventory/products', 'alergenos', key)))
    .join(', ');
  const lines = [
    ...(names ? [translate('orders.pos.allergies', { allergens: names })] : []),
    ...(note ? [translate('orders.pos.allergy_note', { note })] : []),
  ];
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="customer-allergies">
      {lines.join('. ')}
    </Alert>
  );
}
