/** The portal's frame: its title, the language and, when signed in, the guardian's name and 'Salir'. */
import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { usePortal, type PortalLocale } from './i18n';

/** Each language by its own name: the button offers the other one. */
const OTHER: Record<PortalLocale, { locale: PortalLocale; name: string }> = {
  es: { locale: 'en', name: 'English' },
  en: { locale: 'es', name: 'Español' },
};

export function Shell({ name, onSignOut, children }: { name?: string; onSignOut?: () => void; children: ReactNode }) {
  const { t, locale, setLocale } = usePortal();
  const other = OTHER[locale];
  return (
    <>
      <AppBar position="static">
        <Toolbar sx={{ gap: 0.5, px: { xs: 1.5 } }}>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}>
            {t('title')}
          </Typography>
          <Button color="inherit" lang={other.locale} aria-label={`${t('language')}: ${other.name}`} onClick={() => setLocale(other.locale)}>
            {other.name}
          </Button>
          {onSignOut && (
            <Button color="inherit" onClick={onSignOut}>
              {t('sign_out')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 2 }}>
        {name && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {name}
          </Typography>
        )}
        <Box>{children}</Box>
      </Container>
    </>
  );
}
