/**
 * The course dialog's student lookup (spec part 2 §2, §7, §9): by surname and/or course through
 * `POST academic/courses/students`, 5 rows per page. A registrar finds a sibling or a classmate
 * and takes their course with Seleccionar; neither field given is refused with the spec's
 * 'Debe seleccionar por lo menos un campo' before any call.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { CourseStudent } from '../../../domain/academic';
import type { PickRow } from '../../../dataProvider/calls/academic';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { PickTable, type PickColumn } from '../students';
import { pageOf } from '../../../kit/ui/FixedPagination';

export function CourseStudentSearch({ onPick }: { onPick: (course: PickRow) => void }) {
  const translate = useTranslate();
  const [surname, setSurname] = useState('');
  const [course, setCourse] = useState('');
  const [page, setPage] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const courses = useCallQuery(['academic', 'courses', 'all'], (dp) => dp.allCourses());
  const search = useCallMutation((dp, query: { apellido?: string; id_course?: number }) =>
    dp.courseStudents(query),
  );
  const found: CourseStudent[] | undefined = search.data;
  const columns: PickColumn<CourseStudent>[] = [
    { label: 'academic.pick.name', value: (student) => student.name },
    { label: 'academic.pick.document', value: (student) => student.num_doc },
    {
      label: 'academic.pick.course',
      value: (student) => student.curso ?? translate('academic.pick.no_course'),
    },
  ];

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
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={submit}
        sx={{ my: 1 }}
      >
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
          <PickTable
            label={translate('academic.pick.students_title')}
            columns={columns}
            rows={pageOf(found, page)}
            total={found.length}
            page={page}
            onPageChange={setPage}
            rowKey={(student) => student.id_user}
            // A student's row is a way to their course: one without a course has nothing to give.
            canPick={(student) => student.id_course !== null}
            onPick={(student) => onPick({ id: student.id_course!, name: student.curso ?? '' })}
            pickLabel={(student) => translate('academic.pick.course_of', { name: student.name })}
          />
        </Box>
      )}
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Box>
  );
}
