/** An invitation's page: the guardian chooses a password (the staff's rules, checked by the server) and is signed in. */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { ApiRefusal, familyApi, session } from '../api';
import { usePortal } from '../i18n';
import { Shell } from '../Shell';
import { HttpsOnly } from './HttpsOnly';
import { PasswordField } from './PasswordField';

export function ActivatePage() {
  const { t } = usePortal();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ message: string; field?: 'password' | 'token' } | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm !== '' && confirm !== password;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return setProblem({ message: t('activate.mismatch') });
    setBusy(true);
    setProblem(null);
    try {
      session.save(await familyApi.activate(token, password));
      navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof ApiRefusal && err.message)
        setProblem(
          err.errors.token
            ? { message: err.errors.token, field: 'token' }
            : {
                message: err.errors.password ?? err.message,
                field: err.errors.password ? 'password' : undefined,
              },
        );
      else setProblem({ message: t('offline') });
    } finally {
      setBusy(false);
    }
  };

  // No link, or one used or expired: said so, with the two ways on: sign in, or ask for a new link.
  if (!token || problem?.field === 'token') {
    return (
      <Shell>
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {problem?.message ?? t('activate.no_token')}
          </Alert>
          <Button component={RouterLink} to="/ingresar" variant="contained" sx={{ minHeight: 48 }}>
            {t('sign_in.submit')}
          </Button>
          <Button component={RouterLink} to="/olvido" sx={{ minHeight: 48 }}>
            {t('sign_in.forgot')}
          </Button>
        </Stack>
      </Shell>
    );
  }
  return (
    <Shell>
      <HttpsOnly title={t('activate.title')}>
        <Stack component="form" onSubmit={submit} spacing={2} noValidate>
          <Typography variant="h5" component="h1">
            {t('activate.title')}
          </Typography>
          <Typography>{t('activate.intro')}</Typography>
          {problem && !problem.field && <Alert severity="error">{problem.message}</Alert>}
          <PasswordField
            label={t('activate.password')}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            error={problem?.field === 'password' ? problem.message : undefined}
          />
          <PasswordField
            label={t('activate.confirm')}
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            error={mismatch ? t('activate.mismatch') : undefined}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !password || mismatch}
            sx={{ minHeight: 48 }}
          >
            {t('activate.submit')}
          </Button>
        </Stack>
      </HttpsOnly>
    </Shell>
  );
}
