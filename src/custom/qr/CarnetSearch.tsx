/**
 * Finds a credential three ways: a typed document number, a USB scanner typing the QR code
 * followed by Enter (the field keeps the focus), or the camera. A code is told from a
 * document by its shape (CRN + 24 characters).
 */
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import { LOOKUP_HAS_CARNET, looksLikeCode, type CarnetLookup } from '../../domain/carnets';
import type { AppDataProvider } from '../../dataProvider';
import { InfoDialog } from '../dialogs/InfoDialog';
import { QrReader } from './QrReader';

export interface CarnetFound {
  /** 1: the user holds a credential; 2: the user has none yet. */
  code: number;
  lookup: CarnetLookup;
}

export function CarnetSearch({ label, onFound }: { label: string; onFound: (found: CarnetFound) => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const search = async (value: string) => {
    const query = value.trim();
    if (!query) {
      setMessage('Ingrese un número de documento o escanee el código del carnet');
      return;
    }
    setBusy(true);
    try {
      if (looksLikeCode(query)) {
        onFound({ code: LOOKUP_HAS_CARNET, lookup: await dataProvider.lookupByCode(query) });
      } else {
        const result = await dataProvider.lookupByDocument(query);
        onFound({ code: result.code, lookup: result.data });
      }
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
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
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
          autoComplete="off"
          sx={{ minWidth: 320 }}
          slotProps={{ htmlInput: { 'data-testid': 'carnet-search' } }}
        />
        <Button type="submit" variant="contained" startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SearchIcon />} disabled={busy}>
          Buscar
        </Button>
        <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setCamera(!camera)}>
          {camera ? 'Cerrar cámara' : 'Escanear QR'}
        </Button>
      </Stack>
      {camera && (
        <Box sx={{ mt: 2 }}>
          <QrReader
            onScan={(code) => {
              setCamera(false);
              setText(code);
              search(code);
            }}
          />
        </Box>
      )}
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Box>
  );
}
