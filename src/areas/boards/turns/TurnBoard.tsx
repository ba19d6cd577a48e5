/**
 * One store's ready turns on a hall display: cards with the customer's photo, the turn number
 * and the name, laid out on the spec's 12-column grid (`turnCardSpan`). Kept live by the
 * store's event stream; while the stream is down a small note in the corner says it polls.
 */
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Avatar, Box, Typography } from '@mui/material';
import type { AppDataProvider } from '../../../dataProvider';
import { imageUrl } from '../../../dataProvider/instance';
import { POLL_MS, turnCardSpan, type BoardStore, type TurnCard } from '../../../domain/boards';
import { initialsOf, turnDisplayName } from '../../../domain/displays';
import { useLiveBoard } from '../../../kit/live/useLiveBoard';

/**
 * Sizes by the card's width in twelfths of the screen (its span, halved when the screen holds
 * two stores), in vw so that any hall screen shows the same proportions as 1920×1080.
 */
const SIZES: Record<number, { number: number; name: number; avatar: number }> = {
  6: { number: 8.6, name: 2.5, avatar: 7.5 },
  4: { number: 6.2, name: 1.9, avatar: 5.6 },
  3: { number: 5.2, name: 1.6, avatar: 4.6 },
  2: { number: 4, name: 1.3, avatar: 3.6 },
};

/** Marks the polling note (a symbol, no word to translate). */
const BULLET = '● ';

export const DISPLAY_COLORS = {
  background: '#0b1a2b',
  card: '#14304d',
  border: '#2e5984',
  number: '#ffd54f',
  text: '#ffffff',
  muted: '#b6c7d8',
} as const;

function TurnCardView({ card, store, width }: { card: TurnCard; store: BoardStore; width: number }) {
  const size = SIZES[width] ?? SIZES[2];
  const translate = useTranslate();
  const name = turnDisplayName(card.name, store);
  return (
    <Box
      data-testid="turn-card"
      sx={{
        bgcolor: DISPLAY_COLORS.card,
        border: `2px solid ${DISPLAY_COLORS.border}`,
        borderRadius: 3,
        p: '1.2vw',
        display: 'flex',
        flexDirection: 'column',
        gap: '0.6vw',
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: '1.2vw', minWidth: 0 }}>
        <Avatar
          src={imageUrl(card.url)}
          alt=""
          sx={{
            width: `${size.avatar}vw`,
            height: `${size.avatar}vw`,
            fontSize: `${size.avatar * 0.4}vw`,
            fontWeight: 700,
            bgcolor: DISPLAY_COLORS.border,
            color: DISPLAY_COLORS.text,
            flexShrink: 0,
          }}
        >
          {initialsOf(card.name)}
        </Avatar>
        <Typography
          component="span"
          data-testid="turn-number"
          aria-label={translate('boards.turn_number', { turn: card.turno })}
          sx={{
            fontSize: `${size.number}vw`,
            lineHeight: 1,
            fontWeight: 800,
            color: DISPLAY_COLORS.number,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {card.turno}
        </Typography>
      </Box>
      <Typography
        data-testid="turn-name"
        sx={{
          fontSize: `${size.name}vw`,
          lineHeight: 1.15,
          fontWeight: 700,
          color: DISPLAY_COLORS.text,
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}

export function TurnBoard({
  store,
  title,
  sections,
}: {
  store: BoardStore;
  title?: string;
  sections: number;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const load = useCallback(() => dataProvider.turnCards(store), [dataProvider, store]);
  const { data, error, live } = useLiveBoard(store, load);
  const cards = data ?? [];
  const span = turnCardSpan(cards.length);
  const width = sections > 1 ? span / 2 : span;

  return (
    <Box
      component="section"
      aria-label={title ?? translate('boards.displays.ready_turns')}
      data-testid={`turn-board-${store}`}
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        p: '1.2vw',
        pb: '2.4vw',
      }}
    >
      {title && (
        <Typography
          component="h2"
          sx={{ fontSize: '2.4vw', fontWeight: 700, color: DISPLAY_COLORS.muted, mb: '1vw' }}
        >
          {title}
        </Typography>
      )}
      {data === null ? (
        <Typography sx={{ fontSize: '1.6vw', color: DISPLAY_COLORS.muted, m: 'auto' }}>
          {translate(error ? 'boards.displays.load_failed' : 'boards.displays.loading')}
        </Typography>
      ) : cards.length === 0 ? (
        <Typography
          data-testid="turns-empty"
          sx={{
            fontSize: '3.2vw',
            fontWeight: 700,
            color: DISPLAY_COLORS.muted,
            m: 'auto',
            textAlign: 'center',
          }}
        >
          {translate('boards.displays.empty')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
            gap: '1.2vw',
            alignContent: 'start',
          }}
        >
          {cards.map((card) => (
            <Box key={card.id} sx={{ gridColumn: `span ${span}`, minWidth: 0 }}>
              <TurnCardView card={card} store={store} width={width} />
            </Box>
          ))}
        </Box>
      )}
      {!live && (
        <Typography
          role="status"
          data-testid="polling-indicator"
          sx={{
            position: 'absolute',
            right: '1.2vw',
            bottom: '0.5vw',
            fontSize: '0.8vw',
            color: DISPLAY_COLORS.muted,
            opacity: 0.75,
          }}
        >
          {BULLET}
          {error && data !== null ? `${error} · ` : ''}
          {translate('boards.displays.polling', { seconds: POLL_MS[store] / 1000 })}
        </Typography>
      )}
    </Box>
  );
}
