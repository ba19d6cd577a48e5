/**
 * A browser without a session: the sign-in and register pages in the back office's theme and the
 * language chosen on this device, drawn before any of the back office loads (src/app/Boot.tsx).
 * A page asked for before signing in (a till's bookmark) opens after it; meanwhile the address
 * says `#/auth/login`.
 */
import { useEffect, useMemo, useState } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import type { LoginData } from '../../domain/auth';
import { afterSignIn, LOGIN_PATH, REGISTER_PATH } from '../../authProvider/session';
import { themeFor } from '../theme';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { deviceLocale, signInText } from './signInText';

/** `/pos/cafeteria?x=1` → `/pos/cafeteria`. */
export const routePath = (route: string) => route.split('?')[0];
const isSignInPage = (route: string) => [LOGIN_PATH, REGISTER_PATH, '/'].includes(routePath(route));

export function SignInFrame({ route, onSignedIn }: { route: string; onSignedIn: (next: string) => void }) {
  const [locale] = useState(deviceLocale);
  const t = useMemo(() => signInText(locale), [locale]);
  const theme = useMemo(() => createTheme(themeFor(t('app.login.starting'))), [t]);
  const [asked] = useState(() => (isSignInPage(route) ? null : route));

  useEffect(() => {
    if (routePath(route) !== LOGIN_PATH && routePath(route) !== REGISTER_PATH) {
      window.history.replaceState(window.history.state, '', `#${LOGIN_PATH}`);
    }
  }, [route]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {routePath(route) === REGISTER_PATH ? (
        <RegisterPage t={t} />
      ) : (
        <LoginPage
          locale={locale}
          t={t}
          onSignedIn={(data: LoginData) => onSignedIn(afterSignIn(data, asked))}
        />
      )}
    </ThemeProvider>
  );
}
