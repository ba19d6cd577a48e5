/**
 * The lunch line's grid of ready turns (spec part 2 §2 'Order board'): each card the student's
 * photo, their turn number and the first and third word of their name, as the hall shows them.
 */
import { useTranslate } from 'react-admin';
import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { TurnCard } from '../../../domain/boards';
import { initialsOf, turnDisplayName } from '../../../domain/displays';
import { RESTAURANT } from '../../../domain/stores';
import { imageUrl } from '../../../dataProvider/instance';

export function ReadyTurns({ cards }: { cards: readonly TurnCard[] }) {
  const translate = useTranslate();
  if (cards.length === 0)
    return <Typography color="text.secondary">{translate('restaurant.line.no_ready')}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={translate('restaurant.line.ready')}
      data-testid="lunch-ready"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {cards.map((card) => (
        <Paper
          component="li"
          key={card.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Avatar src={imageUrl(card.url)} alt="" sx={{ width: 56, height: 56 }}>
            {initialsOf(card.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h4"
              component="p"
              aria-label={translate('restaurant.line.turn', { turn: card.turno })}
              sx={{ fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}
            >
              {card.turno}
            </Typography>
            <Typography title={card.name} sx={{ overflowWrap: 'anywhere', lineHeight: 1.2 }}>
              {turnDisplayName(card.name, RESTAURANT)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
