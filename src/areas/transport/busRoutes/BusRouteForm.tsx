/**
 * The routes manager's form of a bus route's data: name, start time, the drop-off's departure and
 * a run's minutes, driver and monitor by document, bus by plate, shift and observations, with
 * *Guardar* (or *Editar* and *Eliminar*).
 * The page holds the draft and saves it.
 */
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { RUN_MINUTES, SHIFTS, type ShiftId, type RoutePerson } from '../../../domain/transport';
import type { AppDataProvider } from '../../../dataProvider';
import type { RouteVehicle } from '../../../dataProvider/calls/transport';
import { shiftKey } from '../keys';
import { LookupField } from './LookupField';
import type { Draft } from './busRouteDraft';

export function BusRouteForm({
  draft,
  onChange,
  selected,
  editing,
  saving,
  onSubmit,
  onDelete,
}: {
  draft: Draft;
  onChange: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  /** The route chosen in the selector: the lookups start afresh on another. */
  selected: number | '';
  /** An existing route (Editar, Eliminar) rather than a new one (Guardar). */
  editing: boolean;
  saving: boolean;
  onSubmit: () => void;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Stack spacing={2} component="section" aria-label={translate('transport.routes.data')}>
      <TextField
        label={translate('transport.routes.name')}
        value={draft.nombreRuta}
        onChange={(e) => onChange('nombreRuta', e.target.value)}
        required
      />
      <TextField
        type="time"
        label={translate('transport.routes.start')}
        value={draft.hora_inicio}
        onChange={(e) => onChange('hora_inicio', e.target.value)}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="time"
          label={translate('transport.routes.return')}
          helperText={translate('transport.routes.return_hint')}
          value={draft.hora_regreso}
          onChange={(e) => onChange('hora_regreso', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <TextField
          type="number"
          label={translate('transport.routes.duration')}
          helperText={translate('transport.routes.duration_hint', {
            min: RUN_MINUTES.min,
            max: RUN_MINUTES.max,
          })}
          value={draft.duracion_min}
          onChange={(e) => onChange('duracion_min', e.target.value)}
          required
          slotProps={{ htmlInput: { min: RUN_MINUTES.min, max: RUN_MINUTES.max } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <LookupField<RoutePerson>
        key={`driver-${selected}`}
        label="transport.routes.driver"
        required
        value={draft.driver}
        onChange={(p) => onChange('driver', p)}
        keyOf={(p) => p.num_doc}
        describe={(p) => p.name}
        lookup={(text) => dataProvider.routeDriver(text)}
      />
      <LookupField<RoutePerson>
        key={`monitor-${selected}`}
        label="transport.routes.monitor"
        required
        value={draft.monitor}
        onChange={(p) => onChange('monitor', p)}
        keyOf={(p) => p.num_doc}
        describe={(p) => p.name}
        lookup={(text) => dataProvider.routeMonitor(text)}
      />
      <LookupField<RouteVehicle>
        key={`vehicle-${selected}`}
        label="transport.routes.vehicle"
        value={draft.vehicle}
        onChange={(v) => onChange('vehicle', v)}
        keyOf={(v) => v.placa}
        describe={(v) =>
          translate('transport.routes.vehicle_found', { name: v.nombre_ruta, smart_count: v.sillas })
        }
        lookup={(text) => dataProvider.routeVehicle(text)}
      />
      <FormControl>
        <FormLabel id="route-shift">{translate('transport.routes.shift')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="route-shift"
          value={draft.id_jornada}
          onChange={(e) => onChange('id_jornada', Number(e.target.value) as ShiftId)}
        >
          {SHIFTS.map((j) => (
            <FormControlLabel key={j.id} value={j.id} control={<Radio />} label={translate(shiftKey(j.id))} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={translate('transport.routes.notes')}
        value={draft.observaciones}
        onChange={(e) => onChange('observaciones', e.target.value)}
        multiline
        minRows={3}
        maxRows={6}
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onSubmit} disabled={saving}>
          {translate(editing ? 'transport.routes.edit' : 'transport.routes.save')}
        </Button>
        {editing && (
          <Button color="error" onClick={onDelete}>
            {translate('transport.routes.delete')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
