/**
 * A hall turn display (spec part 2 §2): full screen without menu, the store's name and a clock
 * in the header, the ready turns below. Shown to staff from the menu and to display sessions.
 * Controls are faint and small: nobody touches a hall screen, but staff set it up with them.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useLocale,
  useLogout,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import TvIcon from '@mui/icons-material/Tv';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import { isDisplaySession, storeDisplaySession } from '../../../authProvider';
import type { AppDataProvider } from '../../../dataProvider';
import type { DisplayPage } from '../../../domain/displays';
import { domainKeys } from '../../../i18n/domain-messages';
import { useStoreLabel } from '../../../kit/useStoreLabel';
import { storeBySegment } from '../../../domain/stores';
import { MenuPanel } from './MenuPanel';
import { DISPLAY_COLORS, TurnBoard } from './TurnBoard';
import { clockTime, intlLocale } from '../../../kit/format';

const capitalized = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The external counters' displays; every other display is a store's own, titled by the store registry. */
const EXTERNAL_TITLES: Record<string, string> = {
  'external.turns': 'boards.displays.titles.external_turns',
  'external.turnsrestaurant': 'boards.displays.titles.external_turns_restaurant',
};
const titleKey = (page: DisplayPage) =>
  EXTERNAL_TITLES[page.permission] ?? domainKeys.store(page.stores[0], 'display');

function Clock() {
  const locale = useLocale();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long' }),
    [locale],
  );
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <Box sx={{ textAlign: 'right' }} data-testid="display-clock">
      <Typography
        sx={{ fontSize: '3.4vw', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}
      >
        {clockTime(now)}
      </Typography>
      <Typography sx={{ fontSize: '1.1vw', color: DISPLAY_COLORS.muted }}>
        {capitalized(dateFormat.format(now), locale)}
      </Typography>
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
  const translate = useTranslate();
  const locale = useLocale();
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
      const until = new Date(session.expiresAt).toLocaleDateString(intlLocale(locale), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      notify(translate('boards.displays.now_display', { until }), { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button
        size="small"
        sx={controlSx}
        onClick={fullscreen.toggle}
        startIcon={fullscreen.on ? <FullscreenExitIcon /> : <FullscreenIcon />}
      >
        {translate(fullscreen.on ? 'boards.displays.exit_fullscreen' : 'boards.displays.fullscreen')}
      </Button>
      {display ? (
        <Button size="small" sx={controlSx} onClick={() => logout()} startIcon={<LogoutIcon />}>
          {translate('boards.displays.sign_out')}
        </Button>
      ) : (
        <>
          <Button size="small" sx={controlSx} onClick={() => setAsking(true)} startIcon={<TvIcon />}>
            {translate('boards.displays.use_as_display')}
          </Button>
          <Button
            size="small"
            sx={controlSx}
            onClick={() => navigate('/dashboard')}
            startIcon={<ArrowBackIcon />}
          >
            {translate('boards.displays.back')}
          </Button>
        </>
      )}
      <Confirm
        isOpen={asking}
        loading={busy}
        title="boards.displays.use_as_display"
        content="boards.displays.use_as_display_content"
        confirm="boards.displays.use_as_display_confirm"
        cancel="boards.displays.cancel"
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
  const translate = useTranslate();
  // A section's heading on a display of several stores: the store's name.
  const storeLabel = useStoreLabel();
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
            {translate(titleKey(page), { _: page.title })}
          </Typography>
          <Typography sx={{ fontSize: '1.3vw', color: DISPLAY_COLORS.muted }}>
            {translate('boards.displays.subtitle')}
          </Typography>
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
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'flex',
              borderLeft: i > 0 ? `3px solid ${DISPLAY_COLORS.border}` : 'none',
            }}
          >
            <TurnBoard
              store={store}
              title={several ? storeLabel(store) : undefined}
              sections={page.stores.length}
            />
          </Box>
        ))}
        {page.stores.some((store) => storeBySegment(store)?.menuPicture) && <MenuPanel />}
      </Box>
    </Box>
  );
}

/** The page, outside the layout (no menu, no app bar); the route table checks the page's key. */
export function TurnDisplayPage({ page }: { page: DisplayPage }) {
  return <DisplayScreen page={page} />;
}
