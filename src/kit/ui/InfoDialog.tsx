/** The information dialog every screen uses for a message the person must acknowledge. */
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The old system's information dialog: a title, the message and Aceptar. Title and message may be catalog keys. */
export function InfoDialog({
  open,
  message,
  onClose,
  title = 'app.dialog.info_title',
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  title?: string;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="info-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="info-dialog-title">{translate(title, { _: title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(message, { _: message })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('app.generic.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
