/**
 * One field for the three ways a credential reaches a screen: a typed document number, a USB
 * scanner typing the QR code followed by Enter (the field keeps the focus), or the camera.
 * The screen decides what the text means; a refusal it throws is shown in the information dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import { InfoDialog } from './InfoDialog';
import { QrReader } from './QrReader';

export interface ScanFieldProps {
  /** A catalog key (or a text). */
  label: string;
  onSubmit: (text: string) => Promise<void> | void;
  /** Message (a catalog key or a text) when Buscar is pressed on an empty field. */
  emptyMessage?: string;
  /** Empty the field after each search, ready for the next scan. */
  clearAfter?: boolean;
  /** Keep the camera reading after a code (one customer after another). */
  continuous?: boolean;
  /**
   * A counter that scans all day: typing while nothing has the focus (after a dialog closed,
   * a card left) goes to this field, so the USB scanner's next code is not lost.
   */
  captureKeys?: boolean;
  testId?: string;
}

export function ScanField({
  label,
  onSubmit,
  emptyMessage = 'app.scan.empty',
  clearAfter = false,
  continuous = false,
  captureKeys = false,
  testId = 'carnet-search',
}: ScanFieldProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const [reader, setReader] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!captureKeys) return;
    const onKey = (e: KeyboardEvent) => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (e.ctrlKey || e.altKey || e.metaKey || e.key.length !== 1) return;
      // Focused before the key's default action: the character lands in the field.
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [captureKeys]);

  const search = async (value: string) => {
    const query = value.trim();
    if (!query) {
      setMessage(emptyMessage);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(query);
      if (clearAfter) setText('');
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      // The USB scanner types into the focused field: keep it there.
      input.current?.focus();
    }
  };

  return (
    <Box>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
      >
        <TextField
          label={translate(label, { _: label })}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
          autoComplete="off"
          inputRef={input}
          sx={{ minWidth: 320 }}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SearchIcon />}
          disabled={busy}
        >
          {translate('ra.action.search')}
        </Button>
        <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setCamera(!camera)}>
          {translate(camera ? 'app.scan.camera_close' : 'app.scan.camera_open')}
        </Button>
      </Stack>
      {camera && (
        <Box sx={{ mt: 2 }}>
          <QrReader
            key={reader}
            onScan={async (code) => {
              if (!continuous) setCamera(false);
              setText(code);
              await search(code);
              // The reader stops after a code: a new one reads the next customer.
              if (continuous) setReader((k) => k + 1);
            }}
          />
        </Box>
      )}
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Box>
  );
}
