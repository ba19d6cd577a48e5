/**
 * `#/auth/login`: 'Bienvenido' / 'Inicie sesión con su cuenta' and the form the server
 * describes (`POST /api/forms/login`). A refusal opens 'Mensaje Informativo'.
 */
import { useEffect, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Navigate, Link } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  TextField,
  Typography,
} from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { STORAGE } from '../../domain/storageKeys';
import type { FormFieldSchema } from '../../domain/fields';
import { http } from '../../dataProvider/instance';
import { InfoDialog } from '../../kit/ui/InfoDialog';
import { domainKeys } from '../../i18n/domain-messages';
import { CERTIFICATE_PAGE, needsSecureAddress } from '../../domain/tls';
import { useTlsStatus } from '../certificate/tlsStatus';
import { httpsAddress } from '../certificate/httpsAddress';

export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  // The server describes the form in Spanish; the catalog names its fields in the interface's language.
  const fieldLabel = (field: FormFieldSchema) =>
    translate(domainKeys.loginField(field.source), { _: field.label });
  const [fields, setFields] = useState<FormFieldSchema[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { data: tls, isPending: tlsPending } = useTlsStatus();
  const secureOnly = needsSecureAddress(tls, window.location.protocol);
  // Whether a session was already there when the page opened: read once, so this page's own sign-in
  // (which stores the token while the dashboard loads) never sends the person back a second time.
  const [signedIn] = useState(() => Boolean(localStorage.getItem(STORAGE.token)));

  useEffect(() => {
    // Over plain http to a server that serves https, the API refuses the form (and there is none to show).
    if (tlsPending || secureOnly) return;
    let live = true;
    http<{ fields: FormFieldSchema[] }>('forms/login', { method: 'POST' })
      .then((body) => live && setFields(body.data.fields))
      .catch((error: Error) => live && setLoadError(error.message));
    return () => {
      live = false;
    };
  }, [attempt, tlsPending, secureOnly]);

  if (signedIn) return <Navigate to="/" replace />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = fields?.find((f) => f.required && !values[f.source]?.trim());
    if (missing) {
      setMessage(translate(domainKeys.validation('required'), { field: fieldLabel(missing) }));
      return;
    }
    setBusy(true);
    try {
      await login(values);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: 400, maxWidth: '100%' }} component="main">
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <SchoolIcon color="primary" sx={{ fontSize: 48 }} />
            <Typography variant="h4" component="h1">
              {translate('app.login.welcome')}
            </Typography>
            <Typography color="text.secondary">{translate('app.login.subtitle')}</Typography>
          </Box>
          {secureOnly ? (
            // No sign-in form over plain http: the password would cross the network in clear.
            <>
              <Alert severity="warning">{translate('app.login.https_only')}</Alert>
              <Button
                variant="contained"
                size="large"
                fullWidth
                sx={{ mt: 2 }}
                href={httpsAddress('/auth/login')}
              >
                {translate('app.login.open_https')}
              </Button>
            </>
          ) : (
            <>
              {loadError && (
                <Alert
                  severity="error"
                  action={
                    <Button
                      onClick={() => {
                        setLoadError(null);
                        setAttempt((n) => n + 1);
                      }}
                    >
                      {translate('app.pages.retry')}
                    </Button>
                  }
                >
                  {loadError}
                </Alert>
              )}
              {!fields && !loadError && (
                <Box sx={{ textAlign: 'center', py: 4 }}>
                  <CircularProgress aria-label={translate('app.login.loading')} />
                </Box>
              )}
              {fields && (
                <form onSubmit={submit} noValidate>
                  {fields.map((field, i) => (
                    <TextField
                      key={field.source}
                      name={field.source}
                      label={fieldLabel(field)}
                      type={
                        field.type === 'password' ? 'password' : field.type === 'email' ? 'email' : 'text'
                      }
                      autoComplete={
                        field.type === 'password'
                          ? 'current-password'
                          : field.type === 'email'
                            ? 'username'
                            : 'off'
                      }
                      required={field.required}
                      autoFocus={i === 0}
                      fullWidth
                      margin="normal"
                      value={values[field.source] ?? ''}
                      onChange={(e) => setValues({ ...values, [field.source]: e.target.value })}
                      slotProps={{ htmlInput: { maxLength: field.maxLength } }}
                    />
                  ))}
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    fullWidth
                    sx={{ mt: 2 }}
                    disabled={busy}
                  >
                    {busy ? <CircularProgress size={24} color="inherit" /> : translate('app.login.submit')}
                  </Button>
                </form>
              )}
            </>
          )}
          {tls?.auto && (
            <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
              <MuiLink component={Link} to={CERTIFICATE_PAGE}>
                {translate('app.login.certificate_link')}
              </MuiLink>
            </Typography>
          )}
        </CardContent>
      </Card>
      <InfoDialog
        title="app.login.dialog_title"
        open={message !== null}
        message={message ?? ''}
        onClose={() => setMessage(null)}
      />
    </Box>
  );
}
