/**
 * *Excusar una ausencia* on a child's page (issue 53): the day (today at first), the reason and,
 * if the family has one, a photo of the note from the phone's camera or its files (sent reduced,
 * as a JPEG). The school then lists the day as excused and tells no absence. The server checks
 * the day (a school day within 30 days, one excuse a day) and answers under each field; the
 * child's excuses show below, newest day first.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { EXCUSE_REASON_MAX, type Excuse } from '../../domain/absences';
import { MAX_IMAGE_BYTES } from '../../domain/images';
import { familyApi } from '../api';
import { FormNotice, dataUrlBytes, shrinkPhoto, useSaving } from '../forms';
import { usePortal } from '../i18n';
import { PhotoPicker } from '../transfers';

/** This phone's calendar day. */
const localToday = () => new Date().toLocaleDateString('en-CA');
/** The fields the form draws; any other refusal shows at its top. */
const FIELDS = ['fecha', 'motivo', 'foto'];

export function ExcuseCard({ childId }: { childId: number }) {
  const { t, locale } = usePortal();
  const [fecha, setFecha] = useState(localToday);
  const [motivo, setMotivo] = useState('');
  const [photo, setPhoto] = useState<{ name: string; dataUrl: string } | null>(null);
  const { busy, errors, setErrors, notice, save } = useSaving(t('offline'), FIELDS);
  const [excuses, setExcuses] = useState<Excuse[]>([]);

  const load = useCallback(() => familyApi.excuses(childId).then(setExcuses, () => undefined), [childId]);
  useEffect(() => {
    void load();
  }, [load]);

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    let dataUrl: string | null = null;
    try {
      if (chosen.type.startsWith('image/')) dataUrl = await shrinkPhoto(chosen);
    } catch {
      dataUrl = null;
    }
    const problem = !dataUrl
      ? 'photo_type'
      : dataUrlBytes(dataUrl) > MAX_IMAGE_BYTES
        ? 'photo_too_big'
        : null;
    if (problem || !dataUrl) {
      setPhoto(null);
      setErrors((e) => ({ ...e, foto: t(`excuses.${problem}`) }));
      return;
    }
    setPhoto({ name: chosen.name, dataUrl });
    setErrors(({ foto: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await save(async () => {
      await familyApi.excuse(childId, { fecha, motivo, ...(photo ? { foto: photo.dataUrl } : {}) });
      setMotivo('');
      setPhoto(null);
      await load();
      return t('excuses.sent');
    });
  };

  const day = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-US' : 'es-CO', {
      dateStyle: 'full',
      timeZone: 'UTC',
    });

  return (
    <Card variant="outlined" component="section" aria-labelledby="excuse-title" data-testid="excuse-card">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography variant="h6" component="h2" id="excuse-title">
            {t('excuses.title')}
          </Typography>
          <Typography variant="body2">{t('excuses.intro')}</Typography>
          <FormNotice notice={notice} />
          <TextField
            label={t('excuses.fecha')}
            type="date"
            value={fecha}
            onChange={(e) => setFecha(e.target.value)}
            error={Boolean(errors.fecha)}
            helperText={errors.fecha}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('excuses.motivo')}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={Boolean(errors.motivo)}
            helperText={errors.motivo}
            required
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: EXCUSE_REASON_MAX } }}
          />
          <Typography variant="body2" id="excuse-photo-hint">
            {t('excuses.photo_hint')}
          </Typography>
          <PhotoPicker
            testId="excuse"
            accept="image/*"
            cameraLabel={t('excuses.take_photo')}
            fileLabel={t('excuses.choose_photo')}
            fileIcon={<PhotoLibraryIcon />}
            describedBy="excuse-photo-hint"
            onPick={(file) => void pick(file)}
          />
          {photo && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography role="status">{t('excuses.photo_ready', { name: photo.name })}</Typography>
              <Button onClick={() => setPhoto(null)}>{t('excuses.photo_remove')}</Button>
            </Stack>
          )}
          {errors.foto && (
            <Typography color="error" role="alert">
              {errors.foto}
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {t('excuses.send')}
          </Button>
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          {t('excuses.list')}
        </Typography>
        {excuses.length === 0 ? (
          <Typography variant="body2">{t('excuses.none')}</Typography>
        ) : (
          <List dense data-testid="excuse-list">
            {excuses.map((x) => (
              <ListItem key={x.id} disableGutters divider>
                <ListItemText
                  slotProps={{ secondary: { component: 'div' } }}
                  primary={day(x.fecha)}
                  secondary={
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
                      <span>{x.motivo}</span>
                      {(x.con_foto || x.origen === 'colegio') && (
                        <Stack direction="row" spacing={0.5}>
                          {x.con_foto && <Chip size="small" label={t('excuses.with_photo')} />}
                          {x.origen === 'colegio' && <Chip size="small" label={t('excuses.by_school')} />}
                        </Stack>
                      )}
                    </Stack>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
