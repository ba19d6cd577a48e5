/**
 * `#/controlacceso/rollcall`: the evacuation roll call (issue 53 item 6), made for a phone at the
 * meeting point. With none open: the one button (asked to confirm) and the earlier roll calls'
 * reports. With one open, every phone shows it, live on its topic: the counts, the reader and the
 * missing on top. Once closed, its report (print and Excel) stays on screen.
 */
import { useCallback, useRef, useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { ROLLCALL_POLL_MS, type RollCall, type RollCallSummary } from '../../../domain/rollCall';
import { ROLLCALL_TOPIC } from '../../../domain/topics';
import type { AppDataProvider } from '../../../dataProvider';
import { dateTime } from '../../../kit/format';
import { LiveChip } from '../../../kit/live/LiveChip';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { RollCallBoard } from './RollCallBoard';
import { RollCallReport } from './RollCallReport';

interface Shown {
  list: RollCallSummary[];
  current: RollCall | null;
}

function Start({
  list,
  onOpen,
  onPick,
}: {
  list: RollCallSummary[];
  onOpen: () => void;
  onPick: (id: number) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const closed = list.filter((r) => r.cerrado_en !== null);
  return (
    <Stack spacing={2}>
      <Typography>{translate('access.rollcall.intro')}</Typography>
      <Button
        variant="contained"
        color="error"
        size="large"
        startIcon={<CampaignIcon />}
        onClick={onOpen}
        sx={{ minHeight: 64, fontSize: 18 }}
      >
        {translate('access.rollcall.open')}
      </Button>
      {/* The product keeps no visitor register: only students and staff can be listed. */}
      <Typography variant="body2" color="text.secondary">
        {translate('access.rollcall.no_visitors')}
      </Typography>
      <Box component="section" aria-labelledby="rollcall-recent">
        <Typography id="rollcall-recent" variant="h6" component="h2">
          {translate('access.rollcall.recent')}
        </Typography>
        {closed.length === 0 ? (
          <Typography color="text.secondary">{translate('access.rollcall.none')}</Typography>
        ) : (
          <List data-testid="rollcall-recent">
            {closed.map((r) => (
              <ListItem key={r.id} disablePadding>
                <ListItemButton onClick={() => onPick(r.id)} sx={{ minHeight: 48 }}>
                  <ListItemText
                    primary={translate('access.rollcall.recent_item', {
                      date: dateTime(r.abierto_en, locale),
                      safe: r.a_salvo,
                      total: r.total,
                    })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}

export function RollCallPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  // The roll call on screen: the open one whenever there is one; else the one last shown (the report
  // of the one just closed, or one picked from the list).
  const shownId = useRef<number | null>(null);
  const load = useCallback(async (): Promise<Shown> => {
    const list = await dataProvider.rollCalls();
    const open = list.find((r) => r.cerrado_en === null);
    if (open) shownId.current = open.id;
    const id = shownId.current;
    return { list, current: id === null ? null : await dataProvider.rollCall(id) };
  }, [dataProvider]);
  const live = useLiveTopics([ROLLCALL_TOPIC], load, ROLLCALL_POLL_MS);
  const show = (id: number | null) => {
    shownId.current = id;
    live.reload();
  };
  const open = () => {
    setConfirming(false);
    dataProvider.openRollCall().then(
      (opened) => show(opened.id),
      (err: Error) => notify(err.message, { type: 'error' }),
    );
  };

  const current = live.data?.current ?? null;
  const isOpen = current !== null && current.cerrado_en === null;
  return (
    <Card sx={{ mt: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography variant="h5" component="h1">
            {translate(isOpen ? 'access.rollcall.board_title' : 'access.rollcall.title')}
          </Typography>
          <LiveChip live={live.live} />
        </Stack>
        {live.error && <Alert severity="error">{live.error}</Alert>}
        {live.data &&
          (current && isOpen ? (
            <RollCallBoard rollCall={current} onChange={live.reload} />
          ) : current ? (
            <RollCallReport rollCall={current} onBack={() => show(null)} />
          ) : (
            <Start list={live.data.list} onOpen={() => setConfirming(true)} onPick={show} />
          ))}
        <Confirm
          isOpen={confirming}
          title={'access.rollcall.open_title'}
          content={'access.rollcall.open_confirm'}
          confirm={'access.rollcall.confirm'}
          cancel={'access.rollcall.cancel'}
          onConfirm={open}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
