/**
 * The routes manager's student filter (spec): by course and/or surname, each result added to the
 * route in one click; the results 5 at a time, as the specification's student tables.
 */
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import {
  Avatar,
  Box,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { RiderWithHome } from '../../../domain/transport';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { imageUrl } from '../../../dataProvider/instance';
import { FixedPagination, pageOf } from '../../../kit/ui/FixedPagination';

export function StudentSearch({
  inRoute,
  onAdd,
  onProblem,
}: {
  inRoute: readonly number[];
  onAdd: (rider: RiderWithHome) => void;
  onProblem: (message: string) => void;
}) {
  const translate = useTranslate();
  const courses = useCallQuery(['allCourses'], (dp) => dp.allCourses());
  const search = useCallMutation((dp, filter: { id_course: number | null; apellido: string }) =>
    dp.routeStudentSearch(filter),
  );
  const [course, setCourse] = useState<number | ''>('');
  const [surname, setSurname] = useState('');
  // The last search's answer (the students, and whether more matched than it holds).
  const [answer, setAnswer] = useState<{ students: RiderWithHome[]; more: boolean } | null>(null);
  const [page, setPage] = useState(0);
  const found = answer?.students ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    search.mutate(
      { id_course: course === '' ? null : course, apellido: surname.trim() },
      {
        onSuccess: (next) => {
          setAnswer(next);
          setPage(0);
        },
        onError: (err) => onProblem(err.message),
      },
    );
  };

  return (
    <Box>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={submit}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          label={translate('transport.routes.course')}
          value={course}
          onChange={(e) => setCourse(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('transport.routes.any_course')}</MenuItem>
          {(courses.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('transport.routes.surname')}
          value={surname}
          onChange={(e) => setSurname(e.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={search.isPending} sx={{ mt: { sm: 1 } }}>
          {translate('ra.action.search')}
        </Button>
      </Stack>
      {found !== null &&
        (found.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('transport.routes.no_students')}
          </Typography>
        ) : (
          <>
            <List dense aria-label={translate('transport.routes.found')} data-testid="route-search-results">
              {pageOf(found, page).map((s) => (
                <ListItem
                  key={s.id_user}
                  secondaryAction={
                    <Button
                      size="small"
                      onClick={() => onAdd(s)}
                      disabled={inRoute.includes(s.id_user)}
                      // The visible text leads the name read out (WCAG 2.5.3).
                      aria-label={translate(
                        inRoute.includes(s.id_user)
                          ? 'transport.routes.in_route_named'
                          : 'transport.routes.add_named',
                        { name: s.name },
                      )}
                    >
                      {translate(
                        inRoute.includes(s.id_user) ? 'transport.routes.in_route' : 'transport.routes.add',
                      )}
                    </Button>
                  }
                >
                  <ListItemAvatar>
                    <Avatar src={imageUrl(s.img)} alt="" />
                  </ListItemAvatar>
                  <ListItemText primary={s.name} secondary={s.course} />
                </ListItem>
              ))}
            </List>
            <FixedPagination count={found.length} page={page} onPageChange={setPage} />
            {answer?.more && (
              <Typography role="status" color="text.secondary">
                {translate('transport.routes.more_students', { count: found.length })}
              </Typography>
            )}
          </>
        ))}
    </Box>
  );
}
