/**
 * The gate now (issue 16 item 5): how many students are in, today's entries, the late arrivals
 * and the last passages, live through the gate's topic (polling only while the stream is down).
 */
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { ENTRY, GATE_POLL_MS, type PassageRow } from '../../../domain/access';
import { GATE_TOPIC } from '../../../domain/topics';
import type { AppDataProvider } from '../../../dataProvider';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { LiveChip } from '../../../kit/live/LiveChip';
import { passageTypeKey } from '../keys';
import { clockTime } from '../../../kit/format';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

function Passages({
  rows,
  title,
  empty,
  testId,
}: {
  rows: PassageRow[];
  title: string;
  empty: string;
  testId: string;
}) {
  const translate = useTranslate();
  const id = `${testId}-title`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List dense data-testid={testId}>
          {rows.map((p) => (
            <ListItem key={p.id} disableGutters>
              <ListItemText
                primary={`${clockTime(p.fecha)} · ${p.nombre}`}
                secondary={[p.curso, p.porteria].filter(Boolean).join(' · ') || undefined}
              />
              <Chip
                size="small"
                label={translate(passageTypeKey(p.tipo))}
                color={p.tipo === ENTRY ? 'success' : 'default'}
                variant={p.tipo === ENTRY ? 'filled' : 'outlined'}
                sx={p.tipo === ENTRY ? { bgcolor: '#1b5e20' } : undefined}
              />
              {p.tarde && (
                <Chip
                  size="small"
                  sx={{ ml: 1, bgcolor: '#fff4e5', color: '#663c00' }}
                  label={translate('access.live.late')}
                />
              )}
              {p.permiso && (
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ ml: 1 }}
                  label={translate('access.live.permit')}
                />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function GateLivePanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(() => dataProvider.gateLive(), [dataProvider]);
  const live = useLiveTopics([GATE_TOPIC], load, GATE_POLL_MS);
  const data = live.data;
  return (
    <Box data-testid="gate-live">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('access.live.title')}
        </Typography>
        <LiveChip live={live.live} />
      </Stack>
      {live.error && <Alert severity="error">{live.error}</Alert>}
      {data && (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Figure
              label={translate('access.live.inside')}
              value={translate('access.live.of', { count: data.dentro, total: data.estudiantes })}
              testId="gate-inside"
            />
            <Figure
              label={translate('access.live.entries')}
              value={String(data.entradas_hoy)}
              testId="gate-entries"
            />
            <Figure
              label={translate('access.live.late_count')}
              value={String(data.tarde.length)}
              testId="gate-late-count"
            />
          </Stack>
          <Passages
            rows={data.ultimos}
            title={translate('access.live.recent')}
            empty={translate('access.live.none')}
            testId="gate-recent"
          />
          <Passages
            rows={data.tarde}
            title={translate('access.live.late_title')}
            empty={translate('access.live.no_late')}
            testId="gate-late"
          />
        </>
      )}
    </Box>
  );
}
