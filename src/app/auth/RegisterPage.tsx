/**
 * `#/auth/register`: static, as the spec's register screen was (part 1 §2): accounts are made
 * by the school's staff (users, students, guardians), so it says so and leads to the sign-in.
 * Shown by the sign-in frame (./SignInFrame.tsx) to a browser without a session.
 */
import { Button, Typography } from '@mui/material';
import type { Translate } from '../../i18n/translate';
import { LOGIN_PATH } from '../../authProvider/session';
import { AuthCard } from './AuthCard';

export function RegisterPage({ t }: { t: Translate }) {
  return (
    <AuthCard title={t('app.register.title')}>
      <Typography sx={{ mb: 3, textAlign: 'center' }}>{t('app.register.body')}</Typography>
      <Button href={`#${LOGIN_PATH}`} variant="contained" fullWidth>
        {t('app.register.to_login')}
      </Button>
    </AuthCard>
  );
}
