/**
 * The student's allergies on the file (issue 35), right under the name: in the warning's colour
 * when there are any, so a teacher or the nurse cannot miss them; the allergens as the same chips
 * the products' labels show (a cashier matches them at a glance), then the note as written.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, AlertTitle } from '@mui/material';
import type { StudentFile } from '../../../domain/academic';
import { studentsResource } from '../../../domain/resources';
import { LabelChips, chosenOptionChips } from '../../../kit/ui/LabelChips';
import { Facts } from './StudentFileSection';

export function StudentAllergies({ file }: { file: Pick<StudentFile, 'alergias' | 'alergias_nota'> }) {
  const translate = useTranslate();
  const chips = chosenOptionChips(studentsResource, 'alergias', file.alergias, translate);
  const title = translate('academic.file.allergies');
  if (chips.length === 0 && !file.alergias_nota) {
    return (
      <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }} data-testid="file-allergies">
        {translate('academic.file.no_allergies')}
      </Alert>
    );
  }
  const rows: [string, ReactNode][] = [];
  if (chips.length)
    rows.push([translate('academic.file.allergic_to'), <LabelChips items={chips} testId="file-allergens" />]);
  if (file.alergias_nota)
    rows.push([
      translate('academic.file.allergy_note'),
      <span style={{ whiteSpace: 'pre-wrap' }}>{file.alergias_nota}</span>,
    ]);
  return (
    // A landmark, not role="alert": it is the page's content, not news to announce.
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-label={title}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="file-allergies"
    >
      <AlertTitle component="h2">{title}</AlertTitle>
      <Facts label={title} rows={rows} />
    </Alert>
  );
}
