import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QRCodeSVG } from 'qrcode.react';
import { Alert, Avatar, Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import type { Credential } from '../../../domain/credentials';
import { formatMoney } from '../../../domain/money';
import { imageUrl } from '../../../dataProvider/instance';
import { BALANCE_LABEL, stateName } from './labels';

/** The credential's QR as the old system drew it: size 250, error level L, with its code below. */
export function CredentialQr({ code, size = 250 }: { code: string; size?: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <QRCodeSVG
        value={code}
        size={size}
        level="L"
        marginSize={2}
        title={translate('credentials.card.qr_title', { code })}
        data-testid="carnet-qr"
      />
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', mt: 1, overflowWrap: 'anywhere' }}
        data-testid="carnet-code"
      >
        {code}
      </Typography>
    </Box>
  );
}

/** Holder, balance and QR of a credential, with the page's own form beside them. */
export function CredentialCard({ credential, children }: { credential: Credential; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
              <Avatar
                src={imageUrl(credential.url)}
                sx={{ width: 72, height: 72 }}
                alt={credential.name_user_primary}
              />
              <Box>
                <Typography variant="h5" component="h2">
                  {credential.name_user_primary}
                </Typography>
                <Typography color="text.secondary">
                  {translate('credentials.card.document', { document: credential.num_doc })}
                </Typography>
                <Chip
                  size="small"
                  color={credential.active === 1 ? 'success' : 'default'}
                  label={translate(stateName(credential.active === 1 ? 1 : 0))}
                  sx={{ mt: 0.5 }}
                />
              </Box>
            </Stack>
            {credential.active !== 1 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('credentials.card.inactive_warning')}
              </Alert>
            )}
            {children}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <CredentialQr code={credential.code} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

export function BalanceField({ saldo }: { saldo: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary">
        {translate(BALANCE_LABEL)}
      </Typography>
      <Typography variant="h4" component="p" data-testid="carnet-saldo">
        {formatMoney(saldo)}
      </Typography>
    </Box>
  );
}
