/** A run's timeline, oldest first: who started it, each child on and off (where, to whom, by whom), who ended it. */
import { useTranslate } from 'react-admin';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { RunEvent } from '../../../domain/transportRuns';
import { clockTime } from '../../../kit/format';
import { placeKey, runEventKey } from '../keys';

export function RunTimeline({ events }: { events: readonly RunEvent[] }) {
  const translate = useTranslate();
  const detail = (e: RunEvent) =>
    [
      e.tipo === 'bajo' && e.lugar
        ? e.entregado_a
          ? translate('transport.runs.handed_to', { name: e.entregado_a })
          : translate(placeKey(e.lugar))
        : null,
      e.nota,
      e.por ? translate('transport.runs.by', { name: e.por }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }} id="run-timeline">
        {translate('transport.runs.timeline')}
      </Typography>
      <List dense aria-labelledby="run-timeline" data-testid="run-timeline">
        {events.map((e, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={translate('transport.runs.event', {
                time: clockTime(e.hora),
                what: translate(runEventKey(e.tipo), { name: e.estudiante ?? '' }),
              })}
              secondary={detail(e) || undefined}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
