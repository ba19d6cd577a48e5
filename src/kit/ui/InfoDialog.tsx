/** The information dialog every screen uses for a message the person must acknowledge. */
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface InfoDialogProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** The old system's information dialog: a title, the message and Aceptar. Title and message may be catalog keys. */
export function InfoDialog({
  title = 'app.dialog.info_title',
  ...props
}: InfoDialogProps & { title?: string }) {
  const translate = useTranslate();
  return (
    <InfoDialogView
      {...props}
      title={translate(title, { _: title })}
      message={translate(props.message, { _: props.message })}
      accept={translate('app.generic.accept')}
    />
  );
}

/** The same dialog with its texts already in the person's language: the sign-in page's, before react-admin loads. */
export function InfoDialogView({
  open,
  message,
  onClose,
  title,
  accept,
}: InfoDialogProps & { title: string; accept: string }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="info-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="info-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
