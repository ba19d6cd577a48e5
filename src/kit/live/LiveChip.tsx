/** Whether a board follows its events live or is polling while the stream is down. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import SensorsIcon from '@mui/icons-material/Sensors';
import SyncIcon from '@mui/icons-material/Sync';

export function LiveChip({ live }: { live: boolean }) {
  const translate = useTranslate();
  return live ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<SensorsIcon />}
      label={translate('app.live.on')}
      data-testid="board-live"
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      icon={<SyncIcon />}
      label={translate('app.live.polling')}
      data-testid="board-polling"
    />
  );
}
