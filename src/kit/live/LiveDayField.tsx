/**
 * The day a live page shows (the absences, the kitchen's count) and the error of its last read: a
 * date field that keeps the day shown when cleared, and the read's refusal under it.
 */
import { Alert, TextField } from '@mui/material';

export function LiveDayField({
  label,
  day,
  onDay,
  error,
  width,
}: {
  label: string;
  day: string;
  onDay: (day: string) => void;
  error: string | null | undefined;
  width: number;
}) {
  return (
    <>
      <TextField
        type="date"
        label={label}
        value={day}
        // A cleared field keeps the day shown.
        onChange={(e) => e.target.value && onDay(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: width } }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
