/**
 * The student file (`#/academic/students/{id}/show`): everything the school knows of one
 * student — allergies first, data, course, schedule, guardian, default meal, home — their credential (masked
 * code, balance, today's consumption, daily limit, restricted products, with links to top up and
 * to the restrictions), where their money went (Gastos) and one timeline of what touched them, newest
 * first, paged by the server. No QR:
 * the file is not the holder's card (the whole code only shows on the top-up and edit screens).
 */
import { usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Grid,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import type { StudentFile } from '../../../domain/academic';
import { hasPermission } from '../../../domain/permissions';
import { formatMoney } from '../../../domain/money';
import { validPoint } from '../../../domain/maps';
import { guardiansResource, studentsResource } from '../../../domain/resources';
import { domainKeys } from '../../../i18n/domain-messages';
import { imageUrl } from '../../../dataProvider/instance';
import { useCallQuery } from '../../../dataProvider/hooks';
import { maskCode } from '../../../domain/credentials';
import { windowLabel, windowsOf, type SaleWindow } from '../../../domain/saleWindows';
import { useStoreLabel } from '../../../kit/useStoreLabel';
import { restrictionDetailPath } from '../restrictions';
import { PlaceMap } from '../../../kit/map/PlaceMap';
import { useMapSettings } from '../../../kit/map/useMapSettings';
import { Facts, Section } from './StudentFileSection';
import { StudentTimeline } from './StudentTimeline';
import { StudentSpending } from './StudentSpending';
import { StudentAllergies } from './StudentAllergies';

const STUDENTS = studentsResource.name;
const documentTypeKey = (type: number) => domainKeys.option(STUDENTS, 'type_doc', type);

function HomeMap({ file }: { file: StudentFile }) {
  const translate = useTranslate();
  const settings = useMapSettings();
  const point = validPoint(file.latitud, file.longitud);
  if (!point) return <Typography color="text.secondary">{translate('academic.file.no_home')}</Typography>;
  return (
    <>
      {settings.data && (
        <PlaceMap
          settings={settings.data}
          center={point}
          marker={point}
          chosen
          label="academic.file.home_map"
          height={260}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('academic.file.coordinates', { lat: point.lat, lon: point.lon })}
      </Typography>
    </>
  );
}

function CredentialSection({ file, keys }: { file: StudentFile; keys: string[] }) {
  const translate = useTranslate();
  const storeLabel = useStoreLabel();
  // Each store's hours in the reader's language: 'Cafetería 9:30–10:00, 12:00–13:00'.
  const hoursLabel = (windows: SaleWindow[]) =>
    [...new Set(windows.map((w) => w.tienda))]
      .map((store) => `${storeLabel(store)} ${windowsOf(windows, store).map(windowLabel).join(', ')}`)
      .join('; ');
  const location = useLocation();
  const credential = file.credential;
  if (!credential) {
    return (
      <Section title={translate('academic.file.credential')} testId="file-credential">
        <Typography>{translate('academic.file.no_credential')}</Typography>
      </Section>
    );
  }
  return (
    <Section title={translate('academic.file.credential')} testId="file-credential">
      <Grid container spacing={2}>
        <Grid size={12}>
          <Chip
            size="small"
            color={credential.active === 1 ? 'success' : 'default'}
            label={translate(credential.active === 1 ? 'academic.file.active' : 'academic.file.inactive')}
            sx={{ mb: 1 }}
          />
          <Facts
            label={translate('academic.file.credential')}
            rows={[
              [
                translate('academic.file.code'),
                <span data-testid="file-code">{maskCode(credential.code)}</span>,
              ],
              [
                translate('academic.file.balance'),
                <span data-testid="file-balance">{formatMoney(credential.saldo)}</span>,
              ],
              [translate('academic.file.today'), formatMoney(credential.purchase)],
              [
                translate('academic.file.daily_limit'),
                credential.lockSaldo > 0
                  ? formatMoney(credential.lockSaldo)
                  : translate('academic.locks.no_limit'),
              ],
              [
                translate('academic.file.weekly_limit'),
                credential.tope_semanal > 0
                  ? formatMoney(credential.tope_semanal)
                  : translate('academic.locks.no_limit'),
              ],
              [
                translate('academic.file.hours'),
                <span data-testid="file-hours">
                  {hoursLabel(credential.horarios) || translate('academic.file.any_hour')}
                </span>,
              ],
              [
                translate('academic.file.restricted'),
                credential.restricted.length
                  ? credential.restricted.join(', ')
                  : translate('academic.file.none_restricted'),
              ],
            ]}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            {hasPermission(keys, 'carnets.recharge') && (
              <Button
                variant="contained"
                startIcon={<AddCardIcon />}
                component={RouterLink}
                // Back here after the top-up, to see it on the timeline.
                to={`/admin/carnets/recargar/${credential.id}?back=${encodeURIComponent(location.pathname)}`}
              >
                {translate('academic.file.top_up')}
              </Button>
            )}
            {hasPermission(keys, 'academic.locks') && (
              <Button
                variant="outlined"
                startIcon={<BlockIcon />}
                component={RouterLink}
                to={restrictionDetailPath(file.num_doc, 'edit')}
              >
                {translate('academic.file.locks')}
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Section>
  );
}

export function StudentFilePage() {
  const translate = useTranslate();
  const { id } = useParams();
  const studentId = Number(id);
  const { permissions } = usePermissions<string[]>();
  const keys = permissions ?? [];
  const file = useCallQuery(['studentFile', studentId], (dp) => dp.studentFile(studentId));
  if (file.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (file.isError) return <Alert severity="error">{file.error.message}</Alert>;
  const s = file.data;
  const field = (source: string) => translate(domainKeys.field(STUDENTS, source));
  const guardian = s.acudiente;
  return (
    <Box sx={{ mt: 2, mb: 4 }} data-testid="student-file">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Avatar
          src={imageUrl(s.url)}
          alt={translate('academic.file.photo', { name: s.name })}
          sx={{ width: 96, height: 96 }}
        />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" data-testid="file-name">
            {s.name}
          </Typography>
          <Typography color="text.secondary">
            {translate(documentTypeKey(s.type_doc), { _: '' })} {s.num_doc}
            {s.curso ? ` · ${s.curso}` : ''}
          </Typography>
          {s.active !== 1 && (
            <Chip size="small" label={translate('academic.file.inactive_student')} sx={{ mt: 0.5 }} />
          )}
        </Box>
        {hasPermission(keys, 'academic.students') && (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={`/${STUDENTS}/${s.id}`}
          >
            {translate('ra.action.edit')}
          </Button>
        )}
      </Stack>
      <StudentAllergies file={s} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={translate('academic.file.data')}>
            <Facts
              label={translate('academic.file.data')}
              rows={[
                [field('email'), s.email],
                [field('fechaNacimiento'), s.fechaNacimiento],
                [field('address'), s.address],
                [field('phone'), s.phone],
                [field('cellphone'), s.cellphone],
                [field('select_course'), s.curso],
                [field('turno'), s.horario],
                [field('productodefault'), s.products],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CredentialSection file={s} keys={keys} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={translate('academic.file.guardian')} testId="file-guardian">
            {guardian ? (
              <>
                <Typography sx={{ fontWeight: 500 }}>
                  {hasPermission(keys, 'academic.attendant') ? (
                    <Link component={RouterLink} to={`/${guardiansResource.name}/profile/${guardian.id}`}>
                      {guardian.name}
                    </Link>
                  ) : (
                    guardian.name
                  )}
                </Typography>
                <Facts
                  label={translate('academic.file.guardian')}
                  rows={[
                    [translate(domainKeys.field(guardiansResource.name, 'num_doc')), guardian.num_doc],
                    [translate(domainKeys.field(guardiansResource.name, 'cellphone')), guardian.cellphone],
                    [translate(domainKeys.field(guardiansResource.name, 'phone')), guardian.phone],
                    [translate(domainKeys.field(guardiansResource.name, 'email')), guardian.email],
                  ]}
                />
              </>
            ) : (
              <Typography color="text.secondary">{translate('academic.file.no_guardian')}</Typography>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={translate('academic.file.attendance')} testId="file-attendance">
            {s.asistencia.seguidas.length > 0 && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate('academic.file.consecutive', { days: s.asistencia.seguidas.join(', ') })}
              </Alert>
            )}
            <Typography>
              {s.asistencia.ausencias.length === 0
                ? translate('academic.file.no_absences')
                : translate('academic.file.absences', {
                    smart_count: s.asistencia.ausencias.length,
                    days: s.asistencia.ausencias.join(', '),
                  })}
            </Typography>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={translate('academic.file.home')}>
            <HomeMap file={s} />
          </Section>
        </Grid>
        <Grid size={12}>
          <StudentSpending id={s.id} />
        </Grid>
        <Grid size={12}>
          <StudentTimeline id={s.id} />
        </Grid>
      </Grid>
    </Box>
  );
}
