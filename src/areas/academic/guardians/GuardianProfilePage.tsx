/**
 * A guardian's profile (spec part 2 §1: attendant has profile): their data and the students
 * they answer for (siblings share a guardian), each opening the student's form.
 */
import { useGetList, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { guardiansResource, studentsResource } from '../../../domain/resources';
import { domainKeys } from '../../../i18n/domain-messages';
import { RowAction } from '../../../kit/generic/actions';
import { GuardianPortalCard } from './GuardianPortalCard';

const GUARDIAN = guardiansResource.name;
const STUDENTS = studentsResource.name;
const STUDENT_COLUMNS = ['name', 'num_doc', 'select_course'] as const;

/** The guardians list's row button to the profile. */
export function GuardianProfileButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <RowAction
      label={translate('academic.guardian.profile')}
      icon={<PersonIcon fontSize="small" />}
      to={`/${GUARDIAN}/profile/${record.id}`}
    />
  );
}

export function GuardianProfilePage() {
  const translate = useTranslate();
  const { id } = useParams();
  const guardian = useGetOne(GUARDIAN, { id: Number(id) });
  const students = useGetList(STUDENTS, {
    filter: { select_attendant: Number(id) },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (guardian.isPending) return <CircularProgress />;
  if (guardian.error || !guardian.data) return <Alert severity="error">{guardian.error?.message}</Alert>;
  const g = guardian.data;
  const rows: [string, unknown][] = (
    ['num_doc', 'fechaNacimiento', 'address', 'phone', 'cellphone', 'email'] as const
  ).map((source) => [translate(domainKeys.field(GUARDIAN, source)), g[source]]);
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom data-testid="guardian-name">
          {g.name}
        </Typography>
        <Table size="small" aria-label={translate('academic.guardian.data')} sx={{ mb: 3, maxWidth: 600 }}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {label}
                </TableCell>
                <TableCell>{value ? String(value) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <GuardianPortalCard guardianId={Number(g.id)} name={String(g.name)} />
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('academic.guardian.students')}
        </Typography>
        {students.isPending ? (
          <CircularProgress />
        ) : students.error ? (
          <Alert severity="error">{students.error.message}</Alert>
        ) : students.data?.length ? (
          <Table
            size="small"
            aria-label={translate('academic.guardian.students')}
            data-testid="guardian-students"
          >
            <TableHead>
              <TableRow>
                {STUDENT_COLUMNS.map((source) => (
                  <TableCell key={source}>{translate(domainKeys.field(STUDENTS, source))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {students.data.map((student) => (
                <TableRow key={student.id}>
                  <TableCell>
                    <MuiLink component={Link} to={`/${STUDENTS}/${student.id}`}>
                      {student.name}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{student.num_doc}</TableCell>
                  <TableCell>{student.curso ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{translate('academic.guardian.no_students')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
