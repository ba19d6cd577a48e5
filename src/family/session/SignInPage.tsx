/** The portal's sign-in: the guardian's e-mail or document and password. */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { ApiRefusal, familyApi, session } from '../api';
import { usePortal } from '../i18n';
import { Shell } from '../Shell';
import { HttpsOnly } from './HttpsOnly';
import { PasswordField } from './PasswordField';

export function SignInPage() {
  const { t } = usePortal();
  const navigate = useNavigate();
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      session.save(await familyApi.login(usuario, password));
      navigate('/', { replace: true });
    } catch (err) {
      setProblem(err instanceof ApiRefusal && err.message ? err.message : t('offline'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Shell>
      <HttpsOnly title={t('sign_in.title')}>
        <Stack component="form" onSubmit={submit} spacing={2} noValidate>
          <Typography variant="h5" component="h1">
            {t('sign_in.title')}
          </Typography>
          <Typography>{t('sign_in.intro')}</Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label={t('sign_in.usuario')}
            value={usuario}
            onChange={(e) => setUsuario(e.target.value)}
            autoComplete="username"
            required
            fullWidth
          />
          <PasswordField
            label={t('sign_in.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !usuario.trim() || !password}
            sx={{ minHeight: 48 }}
          >
            {t('sign_in.submit')}
          </Button>
          <Button component={RouterLink} to="/olvido" sx={{ minHeight: 48 }}>
            {t('sign_in.forgot')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('sign_in.invited')}
          </Typography>
        </Stack>
      </HttpsOnly>
    </Shell>
  );
}
