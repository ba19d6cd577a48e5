/**
 * `#/certificado`, open without signing in: how to install the server's local certificate
 * authority (TLS=auto) on Android, iPhone and iPad, Windows and ChromeOS, so that the
 * camera works over https on the school's devices. Shows the certificate's SHA-256
 * fingerprint for a person to compare, what the device will trust it for, and the two downloads.
 */
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AUTHORITY_DOWNLOADS } from '../../domain/tls';
import { AuthorityScopeSection } from './AuthorityScopeSection';
import { httpsAddress, insecureHere } from './httpsAddress';
import { useTlsStatus } from './tlsStatus';

/** Each platform and how many steps its instructions have (app.certificate.<platform>.stepN). */
const PLATFORMS = [
  ['android', 4],
  ['ios', 4],
  ['windows', 3],
  ['chromeos', 4],
] as const;

export function CertificatePage() {
  const translate = useTranslate();
  const { data: status, isPending } = useTlsStatus();
  const t = (key: string) => translate(`app.certificate.${key}`);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', p: 2, display: 'flex', justifyContent: 'center' }}>
      <Card sx={{ width: 760, maxWidth: '100%', alignSelf: 'flex-start' }} component="main">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          {isPending ? (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <CircularProgress aria-label={t('loading')} />
            </Box>
          ) : !status?.auto ? (
            <Alert severity="info">{t('unavailable')}</Alert>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
              <Typography variant="h6" component="h2">
                {t('fingerprint')}
              </Typography>
              <Typography
                data-testid="certificate-fingerprint"
                sx={{
                  fontFamily: 'monospace',
                  wordBreak: 'break-all',
                  bgcolor: 'grey.200',
                  p: 1,
                  borderRadius: 1,
                }}
              >
                {status.fingerprint}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                {t('fingerprint_help')}
              </Typography>
              <AuthorityScopeSection scope={status.scope} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 3 }}>
                <Button variant="contained" href={AUTHORITY_DOWNLOADS.crt}>
                  {t('download_crt')}
                </Button>
                <Button variant="outlined" href={AUTHORITY_DOWNLOADS.pem}>
                  {t('download_pem')}
                </Button>
              </Stack>
              {PLATFORMS.map(([platform, steps]) => (
                <Box key={platform} component="section" sx={{ mb: 2 }}>
                  <Typography variant="h6" component="h2">
                    {t(`${platform}.title`)}
                  </Typography>
                  <Box component="ol" sx={{ mt: 0.5, pl: 3 }}>
                    {Array.from({ length: steps }, (_, i) => (
                      <li key={i}>
                        <Typography>{t(`${platform}.step${i + 1}`)}</Typography>
                      </li>
                    ))}
                  </Box>
                </Box>
              ))}
            </>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {status?.https && insecureHere() && (
              <Button variant="contained" href={httpsAddress('/auth/login')}>
                {t('open_https')}
              </Button>
            )}
            <Button component={Link} to="/auth/login">
              {t('back')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
