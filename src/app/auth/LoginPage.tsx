/**
 * `#/auth/login`: 'Bienvenido' / 'Inicie sesión con su cuenta' and the form the server
 * describes (`POST /api/forms/login`). A refusal opens 'Mensaje Informativo'. Drawn by the sign-in
 * frame (./SignInFrame.tsx) before the back office loads: React, MUI and its own catalog only.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import type { LoginData } from '../../domain/auth';
import type { FormFieldSchema } from '../../domain/fields';
import { FIELD_RULE_TEXTS } from '../../domain/fieldRules';
import { CERTIFICATE_PAGE, needsSecureAddress, type TlsStatus } from '../../domain/tls';
import { API_BASE, createHttpClient } from '../../dataProvider/http';
import { signIn } from '../../authProvider/session';
import type { AppLocale } from '../../i18n/locales';
import { refusalText } from '../../i18n/refusals';
import type { Translate } from '../../i18n/translate';
import { InfoDialogView } from '../../kit/ui/InfoDialog';
import { httpsAddress } from '../certificate/httpsAddress';
import { AuthCard } from './AuthCard';

const inputType = (type: string) => (type === 'password' || type === 'email' ? type : 'text');
const autoComplete = (type: string) =>
  type === 'password' ? 'current-password' : type === 'email' ? 'username' : 'off';

export function LoginPage({
  locale,
  t,
  onSignedIn,
}: {
  locale: AppLocale;
  t: Translate;
  onSignedIn: (data: LoginData) => void;
}) {
  const http = useMemo(
    () => createHttpClient({ baseUrl: API_BASE, localize: (refusal) => refusalText(locale, t, refusal) }),
    [locale, t],
  );
  // The server describes the form in Spanish; the catalog names its fields in the interface's language.
  const fieldLabel = (field: FormFieldSchema) => t(`app.login.fields.${field.source}`, { _: field.label });
  const [fields, setFields] = useState<FormFieldSchema[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // What the server says of its HTTPS (`GET /api/tls`, public): undefined until it answers.
  const [tls, setTls] = useState<TlsStatus | null | undefined>(undefined);
  const secureOnly = needsSecureAddress(tls ?? undefined, window.location.protocol);

  useEffect(() => {
    let live = true;
    http<TlsStatus>('tls')
      .then((body) => live && setTls(body.data))
      .catch(() => live && setTls(null));
    return () => {
      live = false;
    };
  }, [http]);

  useEffect(() => {
    // Over plain http to a server that serves https, the API refuses the form (and there is none to show).
    if (tls === undefined || secureOnly) return;
    let live = true;
    http<{ fields: FormFieldSchema[] }>('forms/login', { method: 'POST' })
      .then((body) => live && setFields(body.data.fields))
      .catch((error: Error) => live && setLoadError(error.message));
    return () => {
      live = false;
    };
  }, [http, attempt, tls, secureOnly]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = fields?.find((f) => f.required && !values[f.source]?.trim());
    if (missing) {
      setMessage(t('app.validation.required', { _: FIELD_RULE_TEXTS.required, field: fieldLabel(missing) }));
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await signIn(http, { email: values.email ?? '', password: values.password ?? '' }));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('app.login.welcome')} subtitle={t('app.login.subtitle')}>
      {secureOnly ? (
        // No sign-in form over plain http: the password would cross the network in clear.
        <>
          <Alert severity="warning">{t('app.login.https_only')}</Alert>
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            href={httpsAddress('/auth/login')}
          >
            {t('app.login.open_https')}
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
                  {t('app.login.retry')}
                </Button>
              }
            >
              {loadError}
            </Alert>
          )}
          {!fields && !loadError && (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <CircularProgress aria-label={t('app.login.loading')} />
            </Box>
          )}
          {fields && (
            <form onSubmit={submit} noValidate>
              {fields.map((field, i) => (
                <TextField
                  key={field.source}
                  name={field.source}
                  label={fieldLabel(field)}
                  type={inputType(field.type)}
                  autoComplete={autoComplete(field.type)}
                  required={field.required}
                  autoFocus={i === 0}
                  fullWidth
                  margin="normal"
                  value={values[field.source] ?? ''}
                  onChange={(e) => setValues({ ...values, [field.source]: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: field.maxLength } }}
                />
              ))}
              <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={busy}>
                {busy ? <CircularProgress size={24} color="inherit" /> : t('app.login.submit')}
              </Button>
            </form>
          )}
        </>
      )}
      {tls?.auto && (
        <Box sx={{ mt: 2, textAlign: 'center', typography: 'body2' }}>
          <Link href={`#${CERTIFICATE_PAGE}`}>{t('app.login.certificate_link')}</Link>
        </Box>
      )}
      <InfoDialogView
        title={t('app.login.dialog_title')}
        accept={t('app.login.accept')}
        open={message !== null}
        message={message ?? ''}
        onClose={() => setMessage(null)}
      />
    </AuthCard>
  );
}
