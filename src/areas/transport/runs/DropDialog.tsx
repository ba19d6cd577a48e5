/**
 * Where a child gets off: at school, at home, or handed to an adult whose name is then required;
 * an optional note. The run's destination is chosen to start with.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { DROP_PLACES, type DropPlace, type DropRider } from '../../../domain/transportRuns';
import { placeKey } from '../keys';

export function DropDialog({
  name,
  initial,
  busy,
  error,
  onDrop,
  onClose,
}: {
  name: string;
  initial: DropPlace;
  busy: boolean;
  /** The server's refusal under a field (`entregado_a`), shown on it. */
  error: string | null;
  onDrop: (body: Omit<DropRider, 'id_estudiante' | 'code'>) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [lugar, setLugar] = useState<DropPlace>(initial);
  const [to, setTo] = useState('');
  const [nota, setNota] = useState('');
  const handed = lugar === 'entregado';
  return (
    <Dialog open onClose={onClose} aria-labelledby="drop-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="drop-dialog-title">{translate('transport.runs.drop_title', { name })}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id="drop-place">{translate('transport.runs.place')}</FormLabel>
          <RadioGroup
            aria-labelledby="drop-place"
            value={lugar}
            onChange={(e) => setLugar(e.target.value as DropPlace)}
          >
            {DROP_PLACES.map((p) => (
              <FormControlLabel
                key={p}
                value={p}
                control={<Radio />}
                label={translate(placeKey(p))}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {handed && (
          <TextField
            fullWidth
            required
            autoFocus
            margin="dense"
            label={translate('transport.runs.handed_name')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
          />
        )}
        <TextField
          fullWidth
          margin="dense"
          label={translate('transport.runs.note')}
          value={nota}
          onChange={(e) => setNota(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {translate('transport.runs.cancel')}
        </Button>
        <Button
          variant="contained"
          sx={{ minHeight: 44 }}
          disabled={busy || (handed && to.trim() === '')}
          onClick={() => onDrop({ lugar, entregado_a: handed ? to.trim() : null, nota: nota.trim() || null })}
        >
          {translate('transport.runs.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
