import '../domain/jitless';
/**
 * The families' portal (issue 32): its own page (/familia/), phone-first, with none of the staff
 * screens' code — React, MUI and the router only. Hash routes as the back office's:
 * #/ingresar, #/olvido (a link for a new password), #/activar?token=…, #/ (the children), #/hijo/:id, #/avisos (the notices), #/pagos/:id
 * (an online payment, where Mercado Pago sends the family back).
 * One folder per feature, named as the server's feature it is the screen of
 * (server/modules/family/<feature>): session/, children/, limits/, allergies/, notices/,
 * transfers/, payments/, push/ (the portal on the phone: its service worker, pushed notices); a
 * feature reaches another only through that one's index.ts.
 * At the top, the portal's frame: this file, Shell.tsx, i18n.tsx and its catalog messages.ts, the
 * HTTP client api.ts, and what several features share: forms.ts, MorePages.tsx.
 */
import { StrictMode, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { CircularProgress, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { familyApi, session, whenSignedOut } from './api';
import { LocaleProvider, usePortal } from './i18n';
import { Shell } from './Shell';
import { SignInPage } from './session/SignInPage';
import { ActivatePage } from './session/ActivatePage';
import { ForgotPage } from './session/ForgotPage';
import { ChildrenPage } from './children/ChildrenPage';
import { registerPortalWorker, stopDevicePushes } from './push/register';

// A child's page (limits, blocks, the history) loads when first opened: not before signing in.
const ChildPage = lazy(() => import('./children/ChildPage').then((m) => ({ default: m.ChildPage })));
// The notices' feed (and their texts) likewise: the bell in the header needs only the count.
const NoticesPage = lazy(() => import('./notices/NoticesPage').then((m) => ({ default: m.NoticesPage })));
// A payment's page: opened only on the way back from Mercado Pago's checkout or from the list.
const PaymentPage = lazy(() => import('./payments/PaymentPage').then((m) => ({ default: m.PaymentPage })));

// The back office's blue; every touch target at least 44 × 44 px on a phone: buttons, boxes, a
// switch's thumb (its track centred under it) and a list's open and clear buttons.
const theme = createTheme({
  palette: { primary: { main: '#1565c0' }, error: { main: '#c62828' } },
  components: {
    MuiButtonBase: { styleOverrides: { root: { minHeight: 44 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44 } } },
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiSwitch: {
      styleOverrides: {
        root: { width: 64, height: 44, padding: 15 },
        switchBase: { padding: 12, minHeight: 0 },
      },
    },
    MuiAutocomplete: {
      styleOverrides: { popupIndicator: { minWidth: 44 }, clearIndicator: { minWidth: 44 } },
    },
  },
});

function SignedIn({ children }: { children: ReactNode }) {
  const { t } = usePortal();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(Boolean(session.token()));
  useEffect(() => whenSignedOut(() => setSignedIn(false)), []);
  if (!signedIn) return <Navigate to="/ingresar" replace />;
  const signOut = async () => {
    // While the session lasts: whoever signs in next on this phone gets none of this family's notices.
    await stopDevicePushes(familyApi.unsubscribePush);
    await familyApi.logout();
    navigate('/ingresar', { replace: true });
  };
  return (
    <Shell name={session.name()} onSignOut={() => void signOut()}>
      <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>{children}</Suspense>
    </Shell>
  );
}

function Portal() {
  const { locale } = usePortal();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <Routes>
      <Route path="/ingresar" element={<SignInPage />} />
      <Route path="/activar" element={<ActivatePage />} />
      <Route path="/olvido" element={<ForgotPage />} />
      <Route
        path="/"
        element={
          <SignedIn>
            <ChildrenPage />
          </SignedIn>
        }
      />
      <Route
        path="/hijo/:id/:tab?"
        element={
          <SignedIn>
            <ChildPage />
          </SignedIn>
        }
      />
      <Route
        path="/avisos"
        element={
          <SignedIn>
            <NoticesPage />
          </SignedIn>
        }
      />
      <Route
        path="/pagos/:id"
        element={
          <SignedIn>
            <PaymentPage />
          </SignedIn>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

// Installable, and open without network once installed (issue 55): the portal's own service worker.
registerPortalWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocaleProvider>
        <HashRouter>
          <Portal />
        </HashRouter>
      </LocaleProvider>
    </ThemeProvider>
  </StrictMode>,
);
