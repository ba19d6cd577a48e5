/**
 * *Excusar*: the office writes a student's excuse for the day shown (a reason, an optional photo
 * of the note), then the list reloads; the server's refusal shows under the field it names. And
 * *Ver foto*: an excuse's photo, fetched when asked for.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { EXCUSE_REASON_MAX, type AbsentStudent, type Excuse } from '../../../domain/absences';
import { MAX_IMAGE_BYTES } from '../../../domain/images';
import type { AppDataProvider } from '../../../dataProvider';
import { readAsDataUrl } from '../../../dataProvider/files';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { dayInWords } from '../../../kit/format';
import { TAP } from './AbsentRows';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

export function ExcuseDialog({
  student,
  fecha,
  onClose,
  onSaved,
}: {
  student: Pick<AbsentStudent, 'id_estudiante' | 'nombre'>;
  fecha: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [motivo, setMotivo] = useState('');
  const [photo, setPhoto] = useState<{ name: string; dataUrl: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // The server checks the bytes again; this spares sending a file it would refuse.
    const refused = !PHOTO_TYPES.includes(file.type)
      ? 'access.absences.photo_type'
      : file.size > MAX_IMAGE_BYTES
        ? 'access.absences.photo_too_big'
        : null;
    if (refused) {
      setPhoto(null);
      setErrors((e) => ({ ...e, foto: translate(refused) }));
      return;
    }
    setPhoto({ name: file.name, dataUrl: await readAsDataUrl(file) });
    setErrors(({ foto: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      await dataProvider.excuseStudent({
        id_estudiante: student.id_estudiante,
        fecha,
        motivo,
        ...(photo ? { foto: photo.dataUrl } : {}),
      });
      notify(translate('access.absences.saved', { name: student.nombre }), { type: 'success' });
      onSaved();
    } catch (err) {
      const { motivo: onReason, foto: onPhoto, ...others } = fieldErrorsOf(err);
      setErrors({ ...(onReason ? { motivo: onReason } : {}), ...(onPhoto ? { foto: onPhoto } : {}) });
      // A refusal of the day (no classes, already excused) or of no field shows above the form.
      if (Object.keys(others).length > 0 || (!onReason && !onPhoto))
        setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const title = translate('access.absences.excuse_of', { name: student.nombre });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="excuse-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="excuse-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {translate('access.absences.dialog_day', { day: dayInWords(fecha, locale) })}
            </Typography>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              label={translate('access.absences.motivo')}
              value={motivo}
              onChange={(e) => {
                setMotivo(e.target.value);
                setErrors(({ motivo: _fixed, ...rest }) => rest);
              }}
              error={Boolean(errors.motivo)}
              helperText={errors.motivo}
              required
              multiline
              minRows={2}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: EXCUSE_REASON_MAX } }}
            />
            <Button
              component="label"
              variant="outlined"
              startIcon={<AttachFileIcon />}
              sx={{ ...TAP, alignSelf: 'flex-start' }}
            >
              {translate('access.absences.add_photo')}
              <input
                type="file"
                accept={PHOTO_TYPES.join(',')}
                hidden
                data-testid="excuse-photo"
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </Button>
            {photo && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography role="status">
                  {translate('access.absences.photo_ready', { name: photo.name })}
                </Typography>
                <Button sx={TAP} onClick={() => setPhoto(null)}>
                  {translate('access.absences.remove_photo')}
                </Button>
              </Stack>
            )}
            {errors.foto && (
              <Typography color="error" role="alert">
                {errors.foto}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={TAP}>
            {translate('access.absences.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={TAP}>
            {translate('access.absences.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function PhotoDialog({
  excuse,
  name,
  onClose,
}: {
  excuse: Excuse;
  name: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let shown = true;
    dataProvider.excusePhoto(excuse.id).then(
      (url) => shown && setSrc(url),
      (err: Error) => shown && setProblem(err.message),
    );
    return () => {
      shown = false;
    };
  }, [dataProvider, excuse.id]);
  const title = translate('access.absences.photo_title', { name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="excuse-photo-title">
      <DialogTitle id="excuse-photo-title">{title}</DialogTitle>
      <DialogContent>
        {problem && <Alert severity="error">{problem}</Alert>}
        {!src && !problem && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {src && (
          <img
            src={src}
            alt={title}
            data-testid="excuse-photo-image"
            style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={TAP}>
          {translate('access.absences.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
