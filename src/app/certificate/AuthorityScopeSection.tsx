/**
 * What a device that installs the local authority will trust it for (its Name Constraints, as
 * `GET /api/tls` says them): this server's names and the local network's ranges; a warning for an
 * authority made before the limits, which could vouch for any site.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRIVATE_RANGES, type AuthorityScope } from '../../domain/tls';

const LOCAL = new Set<string>(PRIVATE_RANGES);

const codeList = { fontFamily: 'monospace', mt: 0.5, mb: 1, pl: 3 } as const;

export function AuthorityScopeSection({ scope }: { scope: AuthorityScope | null }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.certificate.${key}`);
  const addresses = scope?.ranges
    .filter((range) => !LOCAL.has(range))
    .map((range) => range.replace(/\/(32|128)$/, ''));
  return (
    <Box component="section" sx={{ mb: 2 }} aria-labelledby="certificate-scope-title">
      <Typography variant="h6" component="h2" id="certificate-scope-title">
        {t('scope_title')}
      </Typography>
      {scope ? (
        <>
          <Typography>{t('scope_limited')}</Typography>
          <Box component="ul" sx={codeList} data-testid="certificate-scope-names">
            {scope.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Box>
          {addresses && addresses.length > 0 && (
            <>
              <Typography>{t('scope_addresses')}</Typography>
              <Box component="ul" sx={codeList}>
                {addresses.map((address) => (
                  <li key={address}>{address}</li>
                ))}
              </Box>
            </>
          )}
        </>
      ) : (
        <Alert severity="warning">{t('scope_unlimited')}</Alert>
      )}
    </Box>
  );
}
