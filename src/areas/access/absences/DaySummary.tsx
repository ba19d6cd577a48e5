/** The head of a school day on *Ausentes hoy*: each shift's cut-off (passed or not) and the day's counts. */
import { useTranslate } from 'react-admin';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { AbsentDay } from '../../../domain/absences';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, flex: '1 1 120px', textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

export function DaySummary({ day, absent, late }: { day: AbsentDay; absent: number; late: number }) {
  const translate = useTranslate();
  return (
    <>
      <Box component="section" aria-labelledby="absent-cutoffs" sx={{ mt: 2 }}>
        <Typography id="absent-cutoffs" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate('access.absences.cutoffs')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 0.5 }}
          data-testid="cutoffs"
        >
          {day.cortes.map((c) => (
            <Chip
              key={c.jornada}
              variant={c.pasado ? 'filled' : 'outlined'}
              label={translate(
                c.pasado ? 'access.absences.cutoff_passed' : 'access.absences.cutoff_pending',
                {
                  shift: c.jornada,
                  time: c.corte,
                },
              )}
            />
          ))}
        </Stack>
        {!day.cortes.some((c) => c.pasado) && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('access.absences.no_cutoff_yet')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Figure label={translate('access.absences.counts.absent')} value={absent} testId="count-absent" />
        <Figure
          label={translate('access.absences.counts.excused')}
          value={day.ausentes.filter((a) => a.excusada).length}
          testId="count-excused"
        />
        <Figure label={translate('access.absences.counts.late')} value={late} testId="count-late" />
        <Figure
          label={translate('access.absences.counts.no_exit')}
          value={day.sin_salida.length}
          testId="count-no-exit"
        />
      </Stack>
    </>
  );
}
