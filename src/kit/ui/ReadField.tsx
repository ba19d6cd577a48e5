/**
 * The typed side of a reading station (the lunch line, the bus door, the gate): a USB scanner
 * types the code and Enter into it, or a document is typed. It empties after each read, ready
 * for the next card; the station's `useScanAnswer` gives it the focus back after each answer.
 */
import { useState, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { Box, TextField } from '@mui/material';

export function ReadField({
  inputRef,
  label,
  hint,
  onRead,
  testId,
  disabled = false,
  autoFocus = false,
}: {
  inputRef: Ref<HTMLInputElement>;
  /** Catalog keys. */
  label: string;
  hint: string;
  onRead: (text: string) => void;
  testId: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        onRead(typed);
        setTyped('');
      }}
      sx={{ flex: 1, mt: 1 }}
    >
      <TextField
        inputRef={inputRef}
        autoFocus={autoFocus}
        fullWidth
        label={translate(label)}
        helperText={translate(hint)}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        disabled={disabled}
        slotProps={{ htmlInput: { 'data-testid': testId, autoComplete: 'off' } }}
      />
    </Box>
  );
}
