/**
 * "¿Olvidó su contraseña?" (issue 55): the guardian's e-mail or document, and a link by e-mail to
 * choose a new password. The server answers the same whether or not the person exists; a school
 * that sends no e-mail is said so before anything is typed, with the way that works: ask the school.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { ApiRefusal, familyApi } from '../api';
import { usePortal } from '../i18n';
import { Shell } from '../Shell';
import { HttpsOnly } from './HttpsOnly';

type Outcome = { severity: 'success' | 'error'; message: string; field?: boolean };

export function ForgotPage() {
  const { t } = usePortal();
  const [email, setEmail] = useState<boolean | null>(null);
  const [usuario, setUsuario] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    familyApi.forgotTerms().then(
      (terms) => setEmail(terms.correo),
      () => setOutcome({ severity: 'error', message: t('offline') }),
    );
  }, [t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ severity: 'success', message: await familyApi.forgot(usuario) });
    } catch (err) {
      const refusal = err instanceof ApiRefusal && err.message ? err : null;
      setOutcome({
        severity: 'error',
        message: refusal ? (refusal.errors.usuario ?? refusal.message) : t('offline'),
        field: Boolean(refusal?.errors.usuario),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Shell>
      <HttpsOnly title={t('forgot.title')}>
        <Stack component="form" onSubmit={submit} spacing={2} noValidate>
          <Typography variant="h5" component="h1">
            {t('forgot.title')}
          </Typography>
          {email === false ? (
            <Alert severity="info">{t('forgot.no_email')}</Alert>
          ) : (
            <>
              <Typography>{t('forgot.intro')}</Typography>
              {outcome && !outcome.field && (
                <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
                  {outcome.message}
                </Alert>
              )}
              <TextField
                label={t('sign_in.usuario')}
                value={usuario}
                onChange={(e) => setUsuario(e.target.value)}
                autoComplete="username"
                required
                fullWidth
                error={Boolean(outcome?.field)}
                helperText={outcome?.field ? outcome.message : undefined}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy || email === null || !usuario.trim()}
                sx={{ minHeight: 48 }}
              >
                {t('forgot.submit')}
              </Button>
            </>
          )}
          <Button component={RouterLink} to="/ingresar" sx={{ minHeight: 48 }}>
            {t('forgot.back')}
          </Button>
        </Stack>
      </HttpsOnly>
    </Shell>
  );
}
