/**
 * The rows of *Ausentes hoy*: an absent (or late) student with the guardian's phone to call from
 * the same screen, the day's flags and its actions; a student with no exit; an excuse of the day.
 * Every button and link is at least 44 px high, for a thumb.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import PhotoIcon from '@mui/icons-material/Photo';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { AbsentStudent, Excuse, MissingExit } from '../../../domain/absences';

/** A thumb's target (WCAG 2.5.5's 44 px, with a margin). */
export const TAP = { minHeight: 48 } as const;
// Dark enough for their text (WCAG 1.4.3), as the gate's live view writes a late arrival.
const LATE = { bgcolor: '#fff4e5', color: '#663c00' } as const;
const EXCUSED = { bgcolor: '#1b5e20', color: '#fff' } as const;
const TWICE = { bgcolor: '#b71c1c', color: '#fff' } as const;
const ORIGIN_KEYS: Record<Excuse['origen'], string> = {
  familia: 'access.absences.origins.familia',
  colegio: 'access.absences.origins.colegio',
};

/** A guardian's phone as a link the phone dials ('310 555 0101' → tel:3105550101). */
export function PhoneLink({ phone }: { phone: string | null }) {
  const translate = useTranslate();
  if (!phone) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('access.absences.no_phone')}
      </Typography>
    );
  }
  return (
    <Button
      component="a"
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      variant="outlined"
      startIcon={<PhoneIcon />}
      sx={{ ...TAP, alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
    >
      {phone}
    </Button>
  );
}

/**
 * One person's row: who, with the flags under the name; then the guardian, the phone to call and
 * the actions side by side (one line on a phone too).
 */
function Row({
  title,
  detail,
  flags,
  guardian,
  actions,
  testId,
}: {
  title: string;
  detail: string;
  flags?: ReactNode;
  guardian: { name: string | null; phone: string | null };
  actions?: ReactNode;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <ListItem
      divider
      disableGutters
      data-testid={testId}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
    >
      <Box sx={{ flex: '2 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
        {flags}
      </Box>
      <Stack spacing={0.5} sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography variant="body2">
          {guardian.name
            ? translate('access.absences.guardian', { name: guardian.name })
            : translate('access.absences.no_guardian')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <PhoneLink phone={guardian.phone} />
          {actions}
        </Stack>
      </Stack>
    </ListItem>
  );
}

export function AbsentRow({
  student,
  excuse,
  onExcuse,
  onPhoto,
}: {
  student: AbsentStudent;
  /** The day's excuse of the student, when the office or the family wrote one. */
  excuse: Excuse | undefined;
  onExcuse: (student: AbsentStudent) => void;
  onPhoto: (excuse: Excuse, name: string) => void;
}) {
  const translate = useTranslate();
  const name = student.nombre;
  const flags = (student.excusada || student.llegada || student.consecutiva) && (
    <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {student.excusada && <Chip size="small" sx={EXCUSED} label={translate('access.absences.excused')} />}
        {student.llegada && (
          <Chip size="small" sx={LATE} label={translate('access.absences.late', { time: student.llegada })} />
        )}
        {student.consecutiva && (
          <Chip size="small" sx={TWICE} label={translate('access.absences.consecutive')} />
        )}
      </Stack>
      {student.motivo && (
        <Typography variant="body2">
          {translate('access.absences.reason', { reason: student.motivo })}
        </Typography>
      )}
    </Stack>
  );
  return (
    <Row
      testId="absent-row"
      title={name}
      detail={translate('access.absences.student_line', {
        doc: student.num_doc,
        shift: student.jornada ?? '',
        time: student.corte,
      })}
      flags={flags}
      guardian={{ name: student.acudiente, phone: student.telefono_acudiente }}
      actions={
        excuse?.con_foto ? (
          <Button
            variant="text"
            startIcon={<PhotoIcon />}
            sx={TAP}
            aria-label={translate('access.absences.see_photo_of', { name })}
            onClick={() => onPhoto(excuse, name)}
          >
            {translate('access.absences.see_photo')}
          </Button>
        ) : student.excusada ? null : (
          <Button
            variant="contained"
            startIcon={<EventBusyIcon />}
            sx={TAP}
            aria-label={translate('access.absences.excuse_of', { name })}
            onClick={() => onExcuse(student)}
          >
            {translate('access.absences.excuse')}
          </Button>
        )
      }
    />
  );
}

export function MissingExitRow({ student }: { student: MissingExit }) {
  const translate = useTranslate();
  return (
    <Row
      testId="no-exit-row"
      title={student.nombre}
      detail={[
        student.curso,
        translate('access.absences.entered', { time: student.entrada, shift: student.jornada ?? '' }),
      ]
        .filter(Boolean)
        .join(' · ')}
      guardian={{ name: student.acudiente, phone: student.telefono_acudiente }}
    />
  );
}

export function ExcuseRow({
  excuse,
  onPhoto,
}: {
  excuse: Excuse;
  onPhoto: (excuse: Excuse, name: string) => void;
}) {
  const translate = useTranslate();
  const name = excuse.estudiante;
  return (
    <ListItem
      divider
      disableGutters
      data-testid="excuse-row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', py: 1 }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        <Typography variant="body2">
          {translate('access.absences.reason', { reason: excuse.motivo })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(ORIGIN_KEYS[excuse.origen])}
        </Typography>
      </Box>
      {excuse.con_foto && (
        <Button
          variant="text"
          startIcon={<PhotoIcon />}
          sx={TAP}
          aria-label={translate('access.absences.see_photo_of', { name })}
          onClick={() => onPhoto(excuse, name)}
        >
          {translate('access.absences.see_photo')}
        </Button>
      )}
    </ListItem>
  );
}
