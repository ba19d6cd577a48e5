/**
 * `#/schoolroutes/asignate`: the students of a course who have no route in a shift on some
 * weekday; for each, a route of that shift and *Asignar* adds them at its end on those days.
 * The server refuses what the routes manager refuses (seats, another route that day).
 */
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { SHIFTS, type ShiftId, type UnassignedStudent } from '../../../domain/transport';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { imageUrl } from '../../../dataProvider/instance';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { dayKey, shiftKey } from '../keys';

export function AssignmentPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [course, setCourse] = useState<number | ''>('');
  const [shift, setShift] = useState<ShiftId>(1);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const courses = useCallQuery(['allCourses'], (dp) => dp.allCourses());
  const routes = useCallQuery(['routeSummaries'], (dp) => dp.routeSummaries());
  const students = useCallQuery(
    ['unassigned', course, shift],
    (dp) => dp.unassignedStudents(Number(course), shift),
    { enabled: course !== '' },
  );
  const assign = useCallMutation((dp, input: { id_route: number; id_user: number; dias: number[] }) =>
    dp.assignToRoute(input),
  );
  const ofShift = (routes.data ?? []).filter((r) => r.id_jornada === shift);

  const assignOne = (student: UnassignedStudent) => {
    const routeId = chosen[student.id_user];
    if (!routeId) return setProblem(translate('transport.assign.choose_route'));
    assign.mutate(
      { id_route: routeId, id_user: student.id_user, dias: student.sin_ruta },
      {
        onSuccess: (message) => {
          notify(message, { type: 'success' });
          void students.refetch();
          void routes.refetch();
        },
        onError: (err) => setProblem(err.message),
      },
    );
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('transport.assign.title')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            label={translate('transport.routes.course')}
            value={course}
            onChange={(e) => setCourse(Number(e.target.value))}
            sx={{ minWidth: 200 }}
          >
            {(courses.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <RadioGroup
            row
            aria-label={translate('transport.routes.shift')}
            value={shift}
            onChange={(e) => setShift(Number(e.target.value) as ShiftId)}
          >
            {SHIFTS.map((j) => (
              <FormControlLabel
                key={j.id}
                value={j.id}
                control={<Radio />}
                label={translate(shiftKey(j.id))}
              />
            ))}
          </RadioGroup>
        </Stack>
        {course === '' ? (
          <Typography color="text.secondary">{translate('transport.assign.pick_course')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('transport.assign.students')} data-testid="assign-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('transport.routes.student')}</TableCell>
                <TableCell>{translate('transport.assign.days_without')}</TableCell>
                <TableCell>{translate('transport.routes.select')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(students.data ?? []).map((s) => (
                <TableRow key={s.id_user} data-testid="assign-row">
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Avatar src={imageUrl(s.img)} alt="" sx={{ width: 32, height: 32 }} />
                      {s.name}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {s.sin_ruta.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {translate('transport.assign.covered')}
                      </Typography>
                    ) : (
                      <Stack direction="row" spacing={0.5}>
                        {s.sin_ruta.map((d) => (
                          <Chip key={d} size="small" label={translate(dayKey(d))} />
                        ))}
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell>
                    {s.sin_ruta.length > 0 && (
                      <TextField
                        select
                        size="small"
                        label={translate('transport.assign.route_for', { name: s.name })}
                        value={chosen[s.id_user] ?? ''}
                        onChange={(e) => setChosen((c) => ({ ...c, [s.id_user]: Number(e.target.value) }))}
                        sx={{ minWidth: 220 }}
                      >
                        {ofShift.map((r) => (
                          <MenuItem key={r.id} value={r.id}>
                            {r.nombreRuta}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {s.sin_ruta.length > 0 && (
                      <Button
                        onClick={() => assignOne(s)}
                        disabled={assign.isPending}
                        aria-label={translate('transport.assign.assign_named', { name: s.name })}
                      >
                        {translate('transport.assign.assign')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <InfoDialog
        open={problem !== null}
        title="transport.routes.error"
        message={problem ?? ''}
        onClose={() => setProblem(null)}
      />
    </Card>
  );
}
