import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The old system's information dialog: a title, the message and Aceptar. */
export function InfoDialog({
  open,
  message,
  onClose,
  title = 'Mensaje informativo',
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  title?: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="info-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="info-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
