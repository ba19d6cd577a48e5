/**
 * The student form's three pickers (spec part 2 §2): course, guardian and default product,
 * each a read-only field with the chosen name and Seleccionar, which opens its dialog.
 */
import { useState, type ReactNode } from 'react';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Button, Stack, TextField } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import type { PickRow } from '../../../dataProvider/calls/academic';
import { domainKeys } from '../../../i18n/domain-messages';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { studentsResource } from '../../../domain/resources';
import { PickDialog, pagedHere, type PickLoad } from './PickDialog';
import type { PickColumn } from './PickTable';
import { PICK_PAGE_SIZE } from '../../../kit/ui/FixedPagination';
import { GuardianCreateDialog } from '../guardians';
import { CourseStudentSearch } from '../courses';

const NAME: PickColumn<PickRow> = { label: 'academic.pick.name', value: (row) => row.name };

function PickerInput({
  source,
  nameSource,
  refusal = null,
  children,
}: {
  source: string;
  /** The record's field with the chosen record's name (curso, acudiente, products). */
  nameSource: string;
  /** Why the dialog cannot open yet (a catalog key), shown instead of it. */
  refusal?: string | null;
  children: (open: boolean, close: () => void, pick: (row: PickRow) => void) => ReactNode;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field, fieldState } = useInput({ source });
  const [name, setName] = useState<string>(String(record?.[nameSource] ?? ''));
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const label = translate(domainKeys.field(studentsResource.name, source));
  const pick = (row: PickRow) => {
    field.onChange(row.id);
    setName(row.name);
    setOpen(false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1, maxWidth: 720, width: '100%' }}>
      <TextField
        label={label}
        value={name}
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': `pick-${source}` } }}
        fullWidth
        size="small"
      />
      <Button
        variant="outlined"
        onClick={() => (refusal ? setRefused(refusal) : setOpen(true))}
        aria-label={`${translate('academic.pick.select')} ${label}`}
        sx={{ mt: 0.25 }}
      >
        {translate('academic.pick.select')}
      </Button>
      {children(open, () => setOpen(false), pick)}
      <InfoDialog open={refused !== null} message={refused ?? ''} onClose={() => setRefused(null)} />
    </Stack>
  );
}

const allCourses = pagedHere((dp) => dp.allCourses());

export function CoursePicker() {
  return (
    <PickerInput source="select_course" nameSource="curso">
      {(open, close, pick) => (
        <PickDialog
          open={open}
          title="academic.pick.courses"
          name="courses"
          load={allCourses}
          columns={[NAME]}
          onPick={pick}
          onClose={close}
          appendError={false}
          footer={<CourseStudentSearch onPick={pick} />}
        />
      )}
    </PickerInput>
  );
}

const guardianPage: PickLoad = async (dp, { q, page }) => {
  const { data, total } = await dp.getList<PickRow & { id: number }>('academic/attendant', {
    pagination: { page, perPage: PICK_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
    filter: q.trim() ? { q: q.trim() } : {},
  });
  return { rows: data, total: total ?? data.length };
};

export function GuardianPicker() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  return (
    <PickerInput source="select_attendant" nameSource="acudiente">
      {(open, close, pick) => (
        <>
          <PickDialog
            open={open}
            title="academic.pick.guardians"
            name="guardians"
            load={guardianPage}
            columns={[NAME, { label: 'academic.pick.document', value: (row) => row.num_doc }]}
            onPick={pick}
            onClose={close}
            footer={
              <Button onClick={() => setCreating(true)}>{translate('academic.pick.add_guardian')}</Button>
            }
          />
          <GuardianCreateDialog
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(guardian) => {
              setCreating(false);
              pick(guardian);
            }}
          />
        </>
      )}
    </PickerInput>
  );
}

export function ProductPicker() {
  const birthday = useWatch({ name: 'fechaNacimiento' }) as string | undefined;
  return (
    <PickerInput
      source="productodefault"
      nameSource="products"
      refusal={birthday ? null : 'academic.pick.needs_birthday'}
    >
      {(open, close, pick) => (
        <PickDialog
          open={open}
          title="academic.pick.products"
          name={`products-${birthday}`}
          load={pagedHere((dp) => dp.productsForBirthday(birthday ?? ''))}
          columns={[NAME, { label: 'academic.pick.price', value: (row) => formatMoney(row.price ?? 0) }]}
          onPick={pick}
          onClose={close}
        />
      )}
    </PickerInput>
  );
}
