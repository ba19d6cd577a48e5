/**
 * The day's menu picture on a hall display, beside the turns of a store that publishes one
 * (the restaurant). Live through the menu's topic; nothing at all while no picture is published,
 * so the turns keep the whole screen.
 */
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AppDataProvider } from '../../../dataProvider';
import { imageUrl } from '../../../dataProvider/instance';
import { MENU_TOPIC } from '../../../domain/topics';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { DISPLAY_COLORS } from './TurnBoard';

/** As the restaurant's turns: polled every 30 s while the stream is down. */
const POLL_MS = 30_000;

export function MenuPanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(() => dataProvider.menuPicture(), [dataProvider]);
  const { data } = useLiveTopics([MENU_TOPIC], load, POLL_MS);
  if (!data) return null;
  return (
    <Box
      component="aside"
      aria-labelledby="display-menu-title"
      data-testid="display-menu"
      sx={{
        width: '32vw',
        flexShrink: 0,
        p: '1.2vw',
        borderLeft: `3px solid ${DISPLAY_COLORS.border}`,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Typography
        id="display-menu-title"
        component="h2"
        sx={{ fontSize: '2.4vw', fontWeight: 700, color: DISPLAY_COLORS.muted, mb: '1vw' }}
      >
        {translate('boards.displays.menu')}
      </Typography>
      <Box
        component="img"
        src={imageUrl(data.url)}
        alt={translate('boards.displays.menu')}
        sx={{
          width: '100%',
          flex: 1,
          minHeight: 0,
          objectFit: 'contain',
          objectPosition: 'center top',
          borderRadius: 2,
        }}
      />
    </Box>
  );
}
