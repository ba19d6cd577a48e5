/**
 * `#/schoolroutes/routes`: the routes manager (spec part 2 §2). A selector with the routes and
 * 'Nueva ruta' (value 0); the route's data (name, start time, the drop-off's departure, a run's
 * minutes, driver and monitor by document, bus by plate, shift, observations); the student filter;
 * the riders in stop order with their weekdays; and the map of the stops, redrawn as the order
 * changes. *Sugerir orden* proposes the order that shortens the path from the school
 * (src/domain/transportStopOrder.ts: nearest neighbour, then 2-opt; the school at the configured map
 * centre). 'Nueva ruta' shows *Guardar*; a route shows *Editar* and *Eliminar*; after deleting, the
 * selection clears. The spec's other URLs open it ready: `#/schoolroutes/routes/create` on 'Nueva
 * ruta', `…/edit/{id}` on that route.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useRouteIdParam } from './useRouteIdParam';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import {
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { EMPTY_FIELDS } from '../../../domain/transport';
import { suggestOrder } from '../../../domain/transportStopOrder';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { useMapSettings } from '../../../kit/map/useMapSettings';
import { shiftKey } from '../keys';
import { BusRouteForm } from './BusRouteForm';
import { draftOf, EMPTY, type Draft } from './busRouteDraft';
import { RidersTable } from './RidersTable';
import { StudentSearch } from './StudentSearch';

const RouteMap = lazy(() => import('../../../kit/map/RouteMap').then((m) => ({ default: m.RouteMap })));

/** 0: a new route (the spec's 'new' option). */
const NEW = 0;

/** `start`: 'new' opens the create card (`…/routes/create`); an `:id` in the URL opens that route (`…/routes/edit/{id}`). */
export function RoutesManagerPage({ start }: { start?: 'new' }) {
  const routeId = useRouteIdParam();
  const initial: number | '' = start === 'new' ? NEW : routeId;
  // Another id typed in the URL opens the manager afresh on it.
  return <RoutesManager key={String(initial)} initial={initial} />;
}

function RoutesManager({ initial }: { initial: number | '' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const summaries = useCallQuery(['routeSummaries'], (dp) => dp.routeSummaries());
  const mapSettings = useMapSettings();
  const [selected, setSelected] = useState<number | ''>(initial);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const load = useCallMutation((dp, id: number) => dp.busRoute(id));
  const save = useCallMutation((dp, input: { id: number | null; draft: Draft }) =>
    dp.saveRoute(input.id, {
      nombreRuta: input.draft.nombreRuta,
      hora_inicio: input.draft.hora_inicio,
      idConductor: input.draft.driver!.id,
      idMonitor: input.draft.monitor!.id,
      idVehiculo: input.draft.vehicle?.id ?? null,
      id_jornada: input.draft.id_jornada,
      observaciones: input.draft.observaciones,
      hora_regreso: input.draft.hora_regreso || null,
      // Emptied, it is 0: the server's refusal names the field and its bounds.
      duracion_min: Number(input.draft.duracion_min),
      alumnos: input.draft.alumnos.map((a) => ({ id_user: a.id_user, dias: a.dias })),
    }),
  );
  const remove = useCallMutation((dp, id: number) => dp.deleteRoute(id));

  const { mutate: loadRoute } = load;
  const openRoute = useCallback(
    (id: number) =>
      loadRoute(id, {
        onSuccess: (route) => setDraft(draftOf(route)),
        // A route that is gone: nothing stays selected.
        onError: (err) => {
          setSelected('');
          setDraft(EMPTY);
          setProblem({ title: 'transport.routes.error', message: err.message });
        },
      }),
    [loadRoute],
  );
  const choose = (value: number | '') => {
    setSelected(value);
    if (value === '' || value === NEW) return setDraft(EMPTY);
    openRoute(value);
  };
  // Opened from `…/edit/{id}`.
  useEffect(() => {
    if (initial !== '' && initial !== NEW) openRoute(initial);
  }, [initial, openRoute]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    if (!draft.nombreRuta.trim() || !draft.hora_inicio || !draft.driver || !draft.monitor) {
      return setProblem({ title: 'transport.routes.error', message: EMPTY_FIELDS });
    }
    save.mutate(
      { id: selected === NEW || selected === '' ? null : selected, draft },
      {
        onSuccess: ({ route, message }) => {
          notify(message, { type: 'success' });
          setSelected(route.id);
          setDraft(draftOf(route));
          void summaries.refetch();
        },
        onError: (err) => setProblem({ title: 'transport.routes.error', message: err.message }),
      },
    );
  };

  const confirmDelete = () => {
    if (typeof selected !== 'number' || selected === NEW) return;
    remove.mutate(selected, {
      onSuccess: (message) => {
        notify(message, { type: 'info' });
        setSelected('');
        setDraft(EMPTY);
        void summaries.refetch();
      },
      onError: (err) => setProblem({ title: 'transport.routes.error', message: err.message }),
      onSettled: () => setAsking(false),
    });
  };

  const school = mapSettings.data?.center;
  const stops = useMemo(
    () =>
      draft.alumnos.flatMap((a) =>
        a.latitud !== null && a.longitud !== null
          ? [{ id: a.id_user, name: a.name, lat: a.latitud, lon: a.longitud }]
          : [],
      ),
    [draft.alumnos],
  );
  const suggest = () =>
    school && set('alumnos', suggestOrder(draft.alumnos, { lat: school.lat, lng: school.lon }));

  const editing = selected !== '' && selected !== NEW;
  const open = selected !== '';

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('transport.routes.title')}
        </Typography>
        <TextField
          select
          label={translate('transport.routes.select')}
          // An id from the URL shows once the routes are listed (MUI warns about a value without its option).
          value={
            selected === '' || selected === NEW || summaries.data?.some((r) => r.id === selected)
              ? selected
              : ''
          }
          onChange={(e) => choose(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 320, mb: 3 }}
          slotProps={{ select: { 'data-testid': 'route-select' } as object }}
        >
          <MenuItem value={NEW}>{translate('transport.routes.new')}</MenuItem>
          {(summaries.data ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {translate('transport.routes.option', {
                name: r.nombreRuta,
                shift: translate(shiftKey(r.id_jornada)),
                time: r.hora_inicio,
                smart_count: r.num_estudiantes,
              })}
            </MenuItem>
          ))}
        </TextField>
        {load.isPending && <CircularProgress size={24} sx={{ ml: 2 }} />}

        {open && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <BusRouteForm
                draft={draft}
                onChange={set}
                selected={selected}
                editing={editing}
                saving={save.isPending}
                onSubmit={submit}
                onDelete={() => setAsking(true)}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              {mapSettings.data && school && (
                <Suspense fallback={<CircularProgress />}>
                  <RouteMap
                    settings={mapSettings.data}
                    school={school}
                    stops={stops}
                    label="transport.routes.map"
                  />
                </Suspense>
              )}
              <Button sx={{ mt: 1 }} onClick={suggest} disabled={stops.length < 2}>
                {translate('transport.routes.suggest')}
              </Button>
            </Grid>
            <Grid size={12}>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('transport.routes.riders')}
              </Typography>
              <RidersTable
                riders={draft.alumnos}
                onChange={(alumnos) => set('alumnos', alumnos)}
                seats={draft.vehicle?.sillas ?? null}
              />
            </Grid>
            <Grid size={12}>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('transport.routes.add_students')}
              </Typography>
              <StudentSearch
                inRoute={draft.alumnos.map((a) => a.id_user)}
                onAdd={(rider) => set('alumnos', [...draft.alumnos, { ...rider, dias: [1, 2, 3, 4, 5] }])}
                onProblem={(message) => setProblem({ title: 'transport.routes.error', message })}
              />
            </Grid>
          </Grid>
        )}
      </CardContent>
      <InfoDialog
        open={problem !== null}
        title={problem?.title}
        message={problem?.message ?? ''}
        onClose={() => setProblem(null)}
      />
      <Confirm
        isOpen={asking}
        loading={remove.isPending}
        title="transport.routes.delete_title"
        content={translate('transport.routes.delete_confirm', { name: draft.nombreRuta })}
        onConfirm={confirmDelete}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
