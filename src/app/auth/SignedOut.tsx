/**
 * `#/auth/login` and `#/auth/register` inside the back office: a signed-in person goes to the
 * desk; after a logout (or a 401) the back office steps aside and src/app/Boot.tsx draws the
 * sign-in frame in its place.
 */
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { STORAGE } from '../../domain/storageKeys';

export function SignedOut({ onSignedOut }: { onSignedOut: () => void }) {
  const signedIn = Boolean(localStorage.getItem(STORAGE.token));
  useEffect(() => {
    if (!signedIn) onSignedOut();
  }, [signedIn, onSignedOut]);
  return signedIn ? <Navigate to="/" replace /> : null;
}
