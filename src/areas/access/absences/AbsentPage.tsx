/**
 * `#/controlacceso/absent`, *Ausentes hoy* (issue 53 item 2): a day (today at first) with the
 * shifts' cut-offs, then who is absent after them by course — the guardian's phone to call at
 * once, *Excusada*, *Segunda ausencia seguida*, and *Excusar* — who came after the cut-off, who has
 * no exit, and the day's excuses (the only list of a day not yet come: the server judges no future
 * day). Live on the absences' topic, and on the gate's when the user may follow it: an entry after
 * the cut-off moves a student to the late list.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, CircularProgress, List, Stack, Typography } from '@mui/material';
import type { AbsentDay, AbsentStudent, Excuse } from '../../../domain/absences';
import { hasPermission } from '../../../domain/permissions';
import { ABSENT_TOPIC, GATE_TOPIC, TOPICS } from '../../../domain/topics';
import type { AppDataProvider } from '../../../dataProvider';
import { dayInWords } from '../../../kit/format';
import { LiveChip } from '../../../kit/live/LiveChip';
import { LiveDayField } from '../../../kit/live/LiveDayField';
import { useLiveDay } from '../../../kit/live/useLiveDay';
import { today } from '../../../kit/reports/ReportTable';
import { AbsentRow, ExcuseRow, MissingExitRow } from './AbsentRows';
import { DaySummary } from './DaySummary';
import { ExcuseDialog, PhotoDialog } from './ExcuseDialogs';

/** While the stream is down: the cut-off's timer runs about once a minute. */
const POLL_MS = 30_000;

interface Shown {
  fecha: string;
  /** Null for a day not yet come. */
  day: AbsentDay | null;
  excuses: Excuse[];
}

function Section({
  id,
  title,
  empty,
  count,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }} data-testid={id}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {count === 0 ? <Typography color="text.secondary">{empty}</Typography> : children}
    </Box>
  );
}

/** The absent grouped by course, in the server's order (course, then name). */
const byCourse = (rows: AbsentStudent[]) => {
  const groups = new Map<string | null, AbsentStudent[]>();
  for (const row of rows) groups.set(row.curso, [...(groups.get(row.curso) ?? []), row]);
  return [...groups.entries()];
};

export function AbsentPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const [fecha, setFecha] = useState(today);
  const [excusing, setExcusing] = useState<AbsentStudent | null>(null);
  const [photo, setPhoto] = useState<{ excuse: Excuse; name: string } | null>(null);

  // The gate's topic only for who may follow it: the stream refuses a topic without its key.
  const followsGate = TOPICS[GATE_TOPIC].keys.some((key) => hasPermission(permissions ?? [], key));
  const topics = followsGate ? [ABSENT_TOPIC, GATE_TOPIC] : [ABSENT_TOPIC];
  const load = useCallback(async (): Promise<Shown> => {
    const ahead = fecha > today();
    const [day, excuses] = await Promise.all([
      ahead ? null : dataProvider.absentDay(fecha),
      dataProvider.dayExcuses(fecha),
    ]);
    return { fecha, day, excuses };
  }, [dataProvider, fecha]);
  const live = useLiveDay(topics, fecha, load, POLL_MS);
  const { data, reload } = live;
  const excuseOf = useMemo(
    () => new Map((data?.excuses ?? []).map((e) => [e.id_estudiante, e])),
    [data?.excuses],
  );
  const day = data?.day ?? null;
  const absent = day?.ausentes.filter((a) => a.llegada === null) ?? [];
  const late = day?.ausentes.filter((a) => a.llegada !== null) ?? [];
  const showPhoto = (excuse: Excuse, name: string) => setPhoto({ excuse, name });
  const rowOf = (student: AbsentStudent) => (
    <AbsentRow
      key={student.id_estudiante}
      student={student}
      excuse={excuseOf.get(student.id_estudiante)}
      onExcuse={setExcusing}
      onPhoto={showPhoto}
    />
  );

  return (
    <Card sx={{ mt: { xs: 1, sm: 2 } }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="h5" component="h1">
            {fecha === today()
              ? translate('access.absences.title')
              : translate('access.absences.title_day', { day: dayInWords(fecha, locale) })}
          </Typography>
          <LiveChip live={live.live} />
        </Stack>
        <LiveDayField
          label={translate('access.absences.day')}
          day={fecha}
          onDay={setFecha}
          error={live.error}
          width={240}
        />
        {!data && !live.error && (
          <Box sx={{ mt: 2 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        )}
        {data && !day && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('access.absences.future')}
          </Alert>
        )}
        {day?.sin_clases && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="no-classes">
            {day.sin_clases}
          </Alert>
        )}
        {day && !day.sin_clases && (
          <>
            <DaySummary day={day} absent={absent.length} late={late.length} />
            <Section
              id="absent-list"
              title={translate('access.absences.absent_title', { count: absent.length })}
              empty={translate('access.absences.none_absent')}
              count={absent.length}
            >
              {byCourse(absent).map(([course, rows]) => (
                <Box key={course ?? ''}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
                    {translate('access.absences.course', {
                      course: course ?? translate('access.absences.no_course'),
                      count: rows.length,
                    })}
                  </Typography>
                  <List disablePadding>{rows.map(rowOf)}</List>
                </Box>
              ))}
            </Section>
            <Section
              id="late-list"
              title={translate('access.absences.late_title', { count: late.length })}
              empty={translate('access.absences.none_late')}
              count={late.length}
            >
              <List disablePadding>{late.map(rowOf)}</List>
            </Section>
            <Section
              id="no-exit-list"
              title={translate('access.absences.no_exit_title', { count: day.sin_salida.length })}
              empty={translate('access.absences.none_no_exit')}
              count={day.sin_salida.length}
            >
              <List disablePadding>
                {day.sin_salida.map((s) => (
                  <MissingExitRow key={s.id_estudiante} student={s} />
                ))}
              </List>
            </Section>
          </>
        )}
        {data && (
          <Section
            id="excuse-list"
            title={translate('access.absences.excuses_title', { count: data.excuses.length })}
            empty={translate('access.absences.none_excuses')}
            count={data.excuses.length}
          >
            <List disablePadding>
              {data.excuses.map((e) => (
                <ExcuseRow key={e.id} excuse={e} onPhoto={showPhoto} />
              ))}
            </List>
          </Section>
        )}
        {excusing && (
          <ExcuseDialog
            student={excusing}
            fecha={fecha}
            onClose={() => setExcusing(null)}
            onSaved={() => {
              setExcusing(null);
              reload();
            }}
          />
        )}
        {photo && <PhotoDialog excuse={photo.excuse} name={photo.name} onClose={() => setPhoto(null)} />}
      </CardContent>
    </Card>
  );
}
