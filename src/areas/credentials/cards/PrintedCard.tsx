/**
 * One carnet as it is printed, in real millimetres (CR-80, 85.6 × 54 mm): the school's band, the
 * holder's photo (initials without one), name, document and course, and the credential's QR with
 * its code, drawn by the same component as the card's screens so a printed QR scans like those.
 */
import { useTranslate } from 'react-admin';
import { Avatar, Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { PrintCard } from '../../../domain/credentialCards';
import { initialsOf } from '../../../domain/displays';
import { imageUrl } from '../../../dataProvider/instance';
import { CredentialQr } from '../registry';
import { CARD_MM } from './layout';

const BAND_MM = 8.5;
const STRIPE_MM = 1.6;
const PHOTO_MM = { width: 18, height: 23 };
/** 24 mm for 29 modules (version 2 with its quiet zone): 0.8 mm each, far above what a phone or a reader needs. */
const QR_MM = 24;
const QR_COLUMN_MM = 30;
const INK = '#1a1a1a';

export function PrintedCard({
  card,
  school,
  sx,
}: {
  card: PrintCard;
  school: string | null;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Box
      data-testid="print-card"
      role="group"
      aria-label={translate('credentials.print.card_label', { name: card.name })}
      sx={[
        {
          width: `${CARD_MM.width}mm`,
          height: `${CARD_MM.height}mm`,
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          bgcolor: 'common.white',
          color: INK,
          borderRadius: '3mm',
          // The preview shows where the card ends; on paper the cut marks do.
          outline: '0.2mm solid #bdbdbd',
          '@media print': { outline: 'none', borderRadius: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          height: `${BAND_MM}mm`,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          px: '3mm',
          bgcolor: 'primary.dark',
          color: 'common.white',
        }}
      >
        <Typography
          component="p"
          noWrap
          sx={{ fontSize: '3mm', fontWeight: 700, letterSpacing: '0.15mm', textTransform: 'uppercase' }}
        >
          {school ?? translate('credentials.print.no_school')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', gap: '2mm', px: '2.5mm' }}>
        <Avatar
          variant="rounded"
          src={imageUrl(card.url)}
          alt=""
          sx={{
            width: `${PHOTO_MM.width}mm`,
            height: `${PHOTO_MM.height}mm`,
            borderRadius: '1.5mm',
            fontSize: '7mm',
            fontWeight: 700,
            bgcolor: 'grey.300',
            color: 'grey.800',
            flexShrink: 0,
          }}
        >
          {initialsOf(card.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="p"
            sx={{
              fontSize: '3.3mm',
              fontWeight: 700,
              lineHeight: 1.15,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {card.name}
          </Typography>
          <Typography component="p" noWrap sx={{ fontSize: '2.2mm', mt: '1.2mm', lineHeight: 1.2 }}>
            {translate('credentials.card.document', { document: card.num_doc })}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontSize: '1.9mm',
              mt: '1.6mm',
              lineHeight: 1.1,
              color: '#555',
              textTransform: 'uppercase',
              letterSpacing: '0.1mm',
            }}
          >
            {translate('credentials.print.course')}
          </Typography>
          <Typography component="p" noWrap sx={{ fontSize: '2.8mm', fontWeight: 700, lineHeight: 1.2 }}>
            {card.curso ?? translate('credentials.print.no_course')}
          </Typography>
        </Box>
        <Box
          sx={{
            width: `${QR_COLUMN_MM}mm`,
            flexShrink: 0,
            '& svg': { width: `${QR_MM}mm`, height: `${QR_MM}mm`, display: 'block', mx: 'auto' },
            '& [data-testid="carnet-code"]': {
              mt: '0.6mm',
              fontSize: '1.75mm',
              lineHeight: 1.2,
              letterSpacing: 0,
              color: INK,
            },
          }}
        >
          <CredentialQr code={card.code} />
        </Box>
      </Box>
      <Box sx={{ height: `${STRIPE_MM}mm`, flexShrink: 0, bgcolor: 'secondary.main' }} />
    </Box>
  );
}
