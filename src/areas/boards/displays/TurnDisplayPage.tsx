/**
 * A hall turn display (spec part 2 §2): full screen without menu, the store's name and a clock
 * in the header, the ready turns below. Shown to staff from the menu and to display sessions.
 * Controls are faint and small: nobody touches a hall screen, but staff set it up with them.
 */
import { useEffect, useState } from 'react';
import { Confirm, useDataProvider, useLogout, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import TvIcon from '@mui/icons-material/Tv';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import { isDisplaySession, storeDisplaySession } from '../../../authProvider';
import type { AppDataProvider } from '../../../dataProvider';
import { STORE_TITLES, type DisplayPage } from '../../../domain/displays';
import { DISPLAY_COLORS, TurnBoard } from './TurnBoard';

const timeFormat = new Intl.DateTimeFormat('es-CO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateFormat = new Intl.DateTimeFormat('es-CO', { weekday: 'long', day: 'numeric', month: 'long' });

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <Box sx={{ textAlign: 'right' }} data-testid="display-clock">
      <Typography sx={{ fontSize: '3.4vw', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}>{timeFormat.format(now)}</Typography>
      <Typography sx={{ fontSize: '1.1vw', color: DISPLAY_COLORS.muted }}>{capitalized(dateFormat.format(now))}</Typography>
    </Box>
  );
}

function useFullscreen() {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    // Refused (no user gesture, unsupported screen): the page simply stays as it is.
    const done = on ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => undefined);
  };
  return { on, toggle };
}

const controlSx = {
  color: DISPLAY_COLORS.muted,
  // Faded so the hall sees the turns first, yet readable (4.5:1 on the display's background).
  opacity: 0.75,
  fontSize: '0.75rem',
  '&:hover, &:focus-visible': { opacity: 1 },
} as const;

function Controls({ page, onDisplay }: { page: DisplayPage; onDisplay: () => void }) {
  const fullscreen = useFullscreen();
  const navigate = useNavigate();
  const logout = useLogout();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const display = isDisplaySession();

  const useAsDisplay = async () => {
    setBusy(true);
    try {
      const session = await dataProvider.createDisplaySession();
      storeDisplaySession(session, page.path);
      // Permissions and the board's stream start again with the display token.
      refresh();
      onDisplay();
      const until = new Date(session.expiresAt).toLocaleDateString('es-CO', { day: 'numeric', month: 'long', year: 'numeric' });
      notify(`Este navegador es ahora una pantalla de turnos (hasta el ${until})`, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button size="small" sx={controlSx} onClick={fullscreen.toggle} startIcon={fullscreen.on ? <FullscreenExitIcon /> : <FullscreenIcon />}>
        {fullscreen.on ? 'Salir de pantalla completa' : 'Pantalla completa'}
      </Button>
      {display ? (
        <Button size="small" sx={controlSx} onClick={() => logout()} startIcon={<LogoutIcon />}>
          Salir
        </Button>
      ) : (
        <>
          <Button size="small" sx={controlSx} onClick={() => setAsking(true)} startIcon={<TvIcon />}>
            Usar como pantalla de turnos
          </Button>
          <Button size="small" sx={controlSx} onClick={() => navigate('/dashboard')} startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
        </>
      )}
      <Confirm
        isOpen={asking}
        loading={busy}
        title="Usar como pantalla de turnos"
        content="Su sesión se cerrará y este navegador quedará como pantalla de turnos: solo mostrará turnos, sin menú, hasta que alguien pulse Salir. ¿Continuar?"
        confirm="Usar como pantalla"
        cancel="Cancelar"
        onConfirm={useAsDisplay}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

function DisplayScreen({ page }: { page: DisplayPage }) {
  // Bumped when the browser becomes a display: the boards reconnect with the new token.
  const [generation, setGeneration] = useState(0);
  const several = page.stores.length > 1;
  return (
    <Box
      data-testid="turn-display"
      sx={{
        minHeight: '100vh',
        bgcolor: DISPLAY_COLORS.background,
        color: DISPLAY_COLORS.text,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: '1.6vw',
          py: '0.8vw',
          borderBottom: `3px solid ${DISPLAY_COLORS.border}`,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" sx={{ fontSize: '3.4vw', fontWeight: 800, lineHeight: 1.1 }}>
            {page.title}
          </Typography>
          <Typography sx={{ fontSize: '1.3vw', color: DISPLAY_COLORS.muted }}>Pedidos listos para recoger</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
          <Clock />
          <Controls page={page} onDisplay={() => setGeneration((g) => g + 1)} />
        </Box>
      </Box>
      <Box key={generation} component="main" sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {page.stores.map((store, i) => (
          <Box
            key={store}
            sx={{ flex: 1, minWidth: 0, display: 'flex', borderLeft: i > 0 ? `3px solid ${DISPLAY_COLORS.border}` : 'none' }}
          >
            <TurnBoard store={store} title={several ? STORE_TITLES[store] : undefined} sections={page.stores.length} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The page, outside the layout (no menu, no app bar); the route table checks the page's key. */
export function TurnDisplayPage({ page }: { page: DisplayPage }) {
  return <DisplayScreen page={page} />;
}
