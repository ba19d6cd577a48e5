/** A row button to the student file, for any list whose rows are students or their credentials. */
import { useRecordContext, useTranslate } from 'react-admin';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { RowAction } from '../../../kit/generic/actions';
import { studentsResource } from '../../../domain/resources';

/** `source`: the record's field with the student's user id (`id` on the students list). */
export function StudentFileButton({ source = 'id' }: { source?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = record?.[source];
  if (id === undefined || id === null) return null;
  return (
    <RowAction
      label={translate('academic.student.file')}
      icon={<AssignmentIndIcon fontSize="small" />}
      to={`/${studentsResource.name}/${id}/show`}
    />
  );
}
