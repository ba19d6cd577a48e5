/**
 * One day without classes added to the year's list (not saved yet): its date in that year, not
 * already listed, its kind and its name; each refusal under its field.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CALENDAR_NAME_MAX, DAY_OFF_KINDS, type DayOff, type DayOffKind } from '../../../domain/calendar';

export function DayOffForm({
  year,
  taken,
  onAdd,
}: {
  year: number;
  taken: ReadonlySet<string>;
  onAdd: (day: DayOff) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`admin.calendar.${key}`, args);
  const [fecha, setFecha] = useState('');
  const [tipo, setTipo] = useState<DayOffKind>('sin_clases');
  const [nombre, setNombre] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!fecha) found.fecha = t('date_required');
    else if (!fecha.startsWith(`${year}-`)) found.fecha = t('date_year');
    else if (taken.has(fecha)) found.fecha = t('date_taken');
    if (!nombre.trim()) found.nombre = t('name_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onAdd({ fecha, tipo, nombre: nombre.trim() });
    setFecha('');
    setNombre('');
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="day-off-form-title"
      spacing={1}
      sx={{ mt: 3 }}
    >
      <Typography variant="h6" component="h2" id="day-off-form-title">
        {t('add_title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          type="date"
          name="fecha"
          label={t('date')}
          value={fecha}
          onChange={(e) => setFecha(e.target.value)}
          error={Boolean(errors.fecha)}
          helperText={errors.fecha ?? ' '}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: `${year}-01-01`, max: `${year}-12-31` },
          }}
          sx={{ width: { xs: '100%', md: 200 } }}
        />
        <TextField
          select
          name="tipo"
          label={t('kind')}
          value={tipo}
          onChange={(e) => setTipo(e.target.value as DayOffKind)}
          helperText=" "
          sx={{ width: { xs: '100%', md: 180 } }}
        >
          {DAY_OFF_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(kind)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="nombre"
          label={t('name')}
          value={nombre}
          onChange={(e) => setNombre(e.target.value)}
          error={Boolean(errors.nombre)}
          helperText={errors.nombre ?? ' '}
          slotProps={{ htmlInput: { maxLength: CALENDAR_NAME_MAX } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} sx={{ minHeight: 56 }}>
          {t('add')}
        </Button>
      </Stack>
    </Stack>
  );
}
