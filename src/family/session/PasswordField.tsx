/** A password of the portal's session screens: full width, required, with the error it was refused for. */
import { TextField } from '@mui/material';

export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'current-password' to sign in, 'new-password' to choose one (the browser offers to save it). */
  autoComplete: 'current-password' | 'new-password';
  /** Why it was refused, shown under it. */
  error?: string;
}) {
  return (
    <TextField
      label={label}
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={autoComplete}
      required
      fullWidth
      error={error !== undefined}
      helperText={error}
    />
  );
}
