/**
 * Issue 35: a supervisor lets one sale through despite the student's allergy. The dialog repeats
 * the refusal and asks for the reason, which the sale sends and the server records with the order.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { OVERRIDE_REASON_MAX } from '../../../domain/foodRules';

export function AllergyOverrideDialog({
  refusal,
  onAuthorize,
  onClose,
}: {
  /** The refusal in the reader's language; null: closed. */
  refusal: string | null;
  onAuthorize: (reason: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const authorize = () => {
    setTried(true);
    if (empty) return;
    onAuthorize(reason.trim());
    setReason('');
    setTried(false);
  };
  const label = translate('orders.pos.override_reason');
  const error = tried && empty ? translate('orders.pos.override_reason_required') : undefined;
  return (
    <Dialog
      open={refusal !== null}
      onClose={close}
      aria-labelledby="allergy-override-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="allergy-override-title">{translate('orders.pos.override_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{refusal}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{translate('orders.pos.override_lead')}</DialogContentText>
        <TextField
          label={label}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: OVERRIDE_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button onClick={authorize} variant="contained" color="warning">
          {translate('orders.pos.override_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
