/**
 * Over plain http from a server that serves https, the portal's sign-in and activation show only
 * the way to the secure address: the server would refuse the password anyway, and it would have
 * crossed the network in clear.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { needsSecureAddress } from '../../domain/tls';
import { httpsStatus } from '../api';
import { usePortal } from '../i18n';

/** `children` (a form with a password), unless this page came over plain http while https is on: then `title` and the way there. */
export function HttpsOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = usePortal();
  const [plain, setPlain] = useState(false);
  useEffect(() => {
    // Over https there is nothing to ask. When the server cannot be asked, the form stays: its sign-in says why it fails.
    if (window.location.protocol !== 'http:') return;
    let live = true;
    void httpsStatus().then(
      (status) => live && setPlain(needsSecureAddress(status, window.location.protocol)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!plain) return children;
  const secure = `https://${window.location.host}${window.location.pathname}${window.location.search}${window.location.hash}`;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Alert severity="warning">{t('https_only.body')}</Alert>
      <Button variant="contained" size="large" href={secure} sx={{ minHeight: 48 }}>
        {t('https_only.open')}
      </Button>
    </Stack>
  );
}
