/**
 * The portal's frame: its title, the language and, when signed in, the notices' bell with the unread
 * count, the guardian's name and 'Salir'.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AppBar, Badge, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import TranslateIcon from '@mui/icons-material/Translate';
import { familyApi, unreadNotices } from './api';
import { usePortal, type PortalLocale } from './i18n';

/** Each language by its own name: the button offers the other one. */
const OTHER: Record<PortalLocale, { locale: PortalLocale; name: string }> = {
  es: { locale: 'en', name: 'English' },
  en: { locale: 'es', name: 'Español' },
};

/** How often the bell asks for the unread count while the page is in view. */
const POLL_MS = 60_000;
/** The badge's largest number ('99+' above), said as the badge shows it. */
const MAX = 99;

const askCount = () => void familyApi.unreadNotices().catch(() => undefined);

/**
 * The bell: the unread count on each page opened (the frame stays mounted from page to page), every
 * minute while the page is visible, and when it is back in view. The feed marks them read itself.
 */
function NoticesBell() {
  const { t } = usePortal();
  const count = useSyncExternalStore(unreadNotices.subscribe, unreadNotices.get);
  const { pathname } = useLocation();
  const here = pathname === '/avisos';
  useEffect(() => {
    if (pathname !== '/avisos') askCount();
  }, [pathname]);
  useEffect(() => {
    let last = Date.now();
    // Coming back to the tab fires both 'focus' and 'visibilitychange': one request for the two.
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 2_000) return;
      last = Date.now();
      askCount();
    };
    const timer = window.setInterval(refresh, POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
  return (
    <IconButton
      component={RouterLink}
      to="/avisos"
      color="inherit"
      aria-label={
        count > 0
          ? t('notices.bell_unread', { smart_count: count, count: count > MAX ? `${MAX}+` : count })
          : t('notices.bell')
      }
      aria-current={here ? 'page' : undefined}
      sx={{ minWidth: 44 }}
    >
      {/* The count is in the button's name already. No badge at 0: MUI keeps its last number in the page while hidden. */}
      {count > 0 ? (
        <Badge badgeContent={count} max={MAX} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
}

/** The header's words on one line each, a little tighter on a phone: with the bell, 360 px hold them all. */
const HEADER_BUTTON = { whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1, sm: 1.5 } } as const;

export function Shell({
  name,
  onSignOut,
  children,
}: {
  name?: string;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  const { t, locale, setLocale } = usePortal();
  const other = OTHER[locale];
  return (
    <>
      <AppBar position="static">
        <Toolbar sx={{ gap: 0.5, px: { xs: 1.5 } }}>
          <Typography
            variant="h6"
            component="p"
            noWrap
            sx={{ flexGrow: 1, fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
          >
            {t('title')}
          </Typography>
          {/* The language's name from a tablet up; on a phone an icon, so the title fits at 360 px. */}
          <Button
            color="inherit"
            sx={{ ...HEADER_BUTTON, display: { xs: 'none', sm: 'inline-flex' } }}
            lang={other.locale}
            aria-label={`${t('language')}: ${other.name}`}
            onClick={() => setLocale(other.locale)}
          >
            {other.name}
          </Button>
          <IconButton
            color="inherit"
            sx={{ minWidth: 44, minHeight: 44, display: { xs: 'inline-flex', sm: 'none' } }}
            aria-label={`${t('language')}: ${other.name}`}
            onClick={() => setLocale(other.locale)}
          >
            <TranslateIcon />
          </IconButton>
          {onSignOut && <NoticesBell />}
          {onSignOut && (
            <Button color="inherit" sx={HEADER_BUTTON} onClick={onSignOut}>
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
