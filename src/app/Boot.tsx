/**
 * The back office's first screen. Without a session, the sign-in frame alone (React, MUI and its own
 * small catalog: ./auth/SignInFrame.tsx); the back office itself (react-admin, the catalogs, every
 * area) loads once someone signs in, or straight away with a session or on the public certificate
 * page. A logout unmounts the back office, so the next person starts from a clean slate.
 */
import { lazy, Suspense, useReducer, useSyncExternalStore } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { STORAGE } from '../domain/storageKeys';
import { CERTIFICATE_PAGE } from '../domain/tls';
import { routePath, SignInFrame } from './auth/SignInFrame';
import { deviceLocale, signInText } from './auth/signInText';

const App = lazy(() => import('./App').then((m) => ({ default: m.App })));

/** The route in the address: `#/pos/cafeteria` → `/pos/cafeteria`. */
const currentRoute = () => window.location.hash.replace(/^#/, '') || '/';
const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

function Starting() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={signInText(deviceLocale())('app.login.starting')} />
    </Box>
  );
}

export function Boot() {
  const route = useSyncExternalStore(onHashChange, currentRoute);
  // Signing in and out change the storage, not the address: each tells this to look again.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const signedIn = Boolean(localStorage.getItem(STORAGE.token));

  if (!signedIn && routePath(route) !== CERTIFICATE_PAGE) {
    return (
      <SignInFrame
        route={route}
        onSignedIn={(next) => {
          window.history.replaceState(null, '', `#${next}`);
          refresh();
        }}
      />
    );
  }
  return (
    <Suspense fallback={<Starting />}>
      <App onSignedOut={refresh} />
    </Suspense>
  );
}
