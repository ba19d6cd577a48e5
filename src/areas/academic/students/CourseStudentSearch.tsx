/**
 * The course dialog's student lookup (spec part 2 §2, §7, §9): by surname and/or course through
 * `POST academic/courses/students`, 5 rows per page. A registrar finds a sibling or a classmate
 * and takes their course with Seleccionar; neither field given is refused with the spec's
 * 'Debe seleccionar por lo menos un campo' before any call.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { CourseStudent } from '../../../domain/academic';
import type { PickRow } from '../../../dataProvider/calls/academic';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../app/ui/InfoDialog';
import { visuallyHidden } from '../../../app/ui/visuallyHidden';
import { PICK_PAGE_SIZE } from './PickDialog';

export function CourseStudentSearch({ onPick }: { onPick: (course: PickRow) => void }) {
  const translate = useTranslate();
  const [surname, setSurname] = useState('');
  const [course, setCourse] = useState('');
  const [page, setPage] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const courses = useCallQuery(['academic', 'courses', 'all'], (dp) => dp.allCourses());
  const search = useCallMutation((dp, query: { apellido?: string; id_course?: number }) => dp.courseStudents(query));
  const found: CourseStudent[] | undefined = search.data;

  const submit = (e: React.FormEvent) => {
    // The course dialog's own form must not submit the student form around it.
    e.preventDefault();
    e.stopPropagation();
    const apellido = surname.trim();
    if (!apellido && !course) {
      setMessage('academic.pick.needs_field');
      return;
    }
    setPage(0);
    search.mutate(
      { ...(apellido ? { apellido } : {}), ...(course ? { id_course: Number(course) } : {}) },
      { onError: (err) => setMessage(err.message) },
    );
  };

  return (
    <Box component="section" aria-labelledby="course-students-title" sx={{ mt: 2 }}>
      <Typography id="course-students-title" variant="subtitle1" component="h3">
        {translate('academic.pick.students_title')}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} sx={{ my: 1 }}>
        <TextField
          label={translate('academic.pick.surname')}
          value={surname}
          onChange={(e) => setSurname(e.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={translate('academic.pick.course')}
          value={course}
          onChange={(e) => setCourse(e.target.value)}
          size="small"
          fullWidth
        >
          <MenuItem value="">{translate('academic.pick.any_course')}</MenuItem>
          {(courses.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={search.isPending} sx={{ flexShrink: 0 }}>
          {translate('academic.pick.search_students')}
        </Button>
      </Stack>
      {found && (
        <Box data-testid="course-students">
          <Table size="small" aria-label={translate('academic.pick.students_title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('academic.pick.name')}</TableCell>
                <TableCell>{translate('academic.pick.document')}</TableCell>
                <TableCell>{translate('academic.pick.course')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('app.generic.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.slice(page * PICK_PAGE_SIZE, (page + 1) * PICK_PAGE_SIZE).map((student) => (
                <TableRow key={student.id_user} hover>
                  <TableCell>{student.name}</TableCell>
                  <TableCell>{student.num_doc}</TableCell>
                  <TableCell>{student.curso ?? translate('academic.pick.no_course')}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={student.id_course === null}
                      onClick={() => onPick({ id: student.id_course!, name: student.curso ?? '' })}
                      aria-label={translate('academic.pick.course_of', { name: student.name })}
                    >
                      {translate('academic.pick.select')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {found.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography color="text.secondary">{translate('academic.pick.none')}</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={found.length}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={PICK_PAGE_SIZE}
            rowsPerPageOptions={[PICK_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
          />
        </Box>
      )}
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Box>
  );
}
