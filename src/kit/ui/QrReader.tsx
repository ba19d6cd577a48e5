/**
 * Camera QR reader (html5-qrcode, loaded only when a camera is opened). Text shorter than
 * 3 characters is ignored and the reader resumes after 200 ms (spec part 1 §5, §9).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress } from '@mui/material';
import { SCAN_MIN_LENGTH, SCAN_REOPEN_MS } from '../../domain/credentials';

type Scanner = {
  stop: () => Promise<void>;
  pause: (shouldPauseVideo?: boolean) => void;
  resume: () => void;
  isScanning: boolean;
};

export function QrReader({ onScan }: { onScan: (text: string) => void }) {
  const id = `qr-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const translate = useTranslate();
  const onScanRef = useRef(onScan);
  const [state, setState] = useState<'starting' | 'scanning' | 'error'>('starting');
  const [error, setError] = useState('');

  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    let scanner: Scanner | null = null;
    let cancelled = false;
    let done = false;
    (async () => {
      try {
        const { Html5Qrcode } = await import('html5-qrcode');
        if (cancelled) return;
        const instance = new Html5Qrcode(id, { verbose: false });
        scanner = instance as unknown as Scanner;
        await instance.start(
          { facingMode: 'environment' },
          // Scan most of the picture: a card held anywhere in front of the camera is read.
          {
            fps: 10,
            qrbox: (w: number, h: number) => ({
              width: Math.floor(Math.min(w, h) * 0.8),
              height: Math.floor(Math.min(w, h) * 0.8),
            }),
          },
          (text) => {
            if (done || cancelled) return;
            if (text.trim().length < SCAN_MIN_LENGTH) {
              instance.pause(true);
              setTimeout(() => !cancelled && instance.resume(), SCAN_REOPEN_MS);
              return;
            }
            done = true;
            instance.stop().catch(() => undefined);
            onScanRef.current(text.trim());
          },
          () => undefined,
        );
        // Closed while the camera was opening: the cleanup found nothing running to stop.
        if (cancelled) {
          instance.stop().catch(() => undefined);
          return;
        }
        setState('scanning');
      } catch (e) {
        if (cancelled) return;
        setState('error');
        setError(
          e instanceof Error && /permission|NotAllowed/i.test(e.message)
            ? 'app.scan.camera_denied'
            : 'app.scan.camera_failed',
        );
      }
    })();
    return () => {
      cancelled = true;
      if (scanner?.isScanning) scanner.stop().catch(() => undefined);
    };
  }, [id]);

  return (
    <Box>
      {state === 'starting' && <CircularProgress aria-label={translate('app.scan.camera_opening')} />}
      {state === 'error' && <Alert severity="error">{translate(error)}</Alert>}
      <Box id={id} data-testid="qr-reader" sx={{ width: '100%', maxWidth: 420 }} />
    </Box>
  );
}
