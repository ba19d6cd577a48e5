/**
 * The student's home on a map (spec part 2 §2, §9): place search (within Colombia), a
 * draggable marker at zoom 15 and the latitude and longitude, which can also be typed. A new
 * student's map starts on the configured centre until the browser's geolocation answers; the
 * marker stays faded, and nothing is saved, until someone places it.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { validPoint, type LatLon, type Place } from '../../../domain/maps';
import { studentsResource } from '../../../domain/resources';
import { FieldInput } from '../../../kit/generic/inputs';
import { PlaceMap } from '../../../kit/map/PlaceMap';
import { useMapSettings } from '../../../kit/map/useMapSettings';
import { useCallMutation } from '../../../dataProvider/hooks';

const def = studentsResource;

/** The browser's position, once, if it answers; otherwise the map keeps the default centre. */
function useGeolocation(ask: boolean): LatLon | null {
  const [found, setFound] = useState<LatLon | null>(null);
  useEffect(() => {
    if (!ask || !navigator.geolocation) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (position) => live && setFound({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => undefined,
      { timeout: 10_000, maximumAge: 600_000 },
    );
    return () => {
      live = false;
    };
  }, [ask]);
  return found;
}

function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const search = useCallMutation((dataProvider, text: string) => dataProvider.searchPlaces(text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim().length >= 3) search.mutate(q.trim());
  };
  return (
    // Not a <form>: it sits inside the student form.
    <Box role="search" aria-label={translate('academic.map.search_label')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={translate('academic.map.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && submit(event)}
          helperText={translate('academic.map.search_hint')}
        />
        <Button
          variant="outlined"
          startIcon={<SearchIcon />}
          onClick={submit}
          disabled={search.isPending || q.trim().length < 3}
        >
          {translate('academic.map.search_button')}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {search.isError && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('academic.map.search_unavailable')}
          </Alert>
        )}
        {search.isSuccess && search.data.length === 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('academic.map.no_places')}
          </Typography>
        )}
      </div>
      {search.isSuccess && search.data.length > 0 && (
        <List dense aria-label={translate('academic.map.results')} data-testid="place-results">
          {search.data.map((place) => (
            <ListItem key={`${place.lat},${place.lon}`} disablePadding>
              <ListItemButton
                onClick={() => {
                  onPick(place);
                  search.reset();
                }}
              >
                <ListItemText primary={place.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function HomeLocationInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [lat, lon] = useWatch({ name: ['latitud', 'longitud'] }) as [unknown, unknown];
  const chosen = validPoint(lat, lon);
  const settings = useMapSettings();
  const located = useGeolocation(!chosen);
  const move = useCallback(
    (point: LatLon) => {
      const options = { shouldDirty: true, shouldValidate: true };
      setValue('latitud', point.lat, options);
      setValue('longitud', point.lon, options);
    },
    [setValue],
  );
  const center = chosen ?? located ?? settings.data?.center;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', maxWidth: 720 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('academic.map.title')}
      </Typography>
      {settings.data?.search && <PlaceSearch onPick={move} />}
      {settings.isError && <Alert severity="warning">{translate('academic.map.unavailable')}</Alert>}
      {settings.data && center && (
        <PlaceMap
          settings={settings.data}
          center={center}
          marker={center}
          chosen={chosen !== null}
          label="academic.map.label"
          onMove={move}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} id="home-location-help">
        {translate(chosen ? 'academic.map.help_chosen' : 'academic.map.help_unset')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <FieldInput def={def} source="latitud" field={def.fields.latitud} />
        <FieldInput def={def} source="longitud" field={def.fields.longitud} />
      </Stack>
    </Box>
  );
}
