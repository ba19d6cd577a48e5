/** Whether a board follows its events live or is polling while the stream is down. */
import { Chip } from '@mui/material';
import SensorsIcon from '@mui/icons-material/Sensors';
import SyncIcon from '@mui/icons-material/Sync';

export function LiveChip({ live }: { live: boolean }) {
  return live ? (
    <Chip size="small" color="success" variant="outlined" icon={<SensorsIcon />} label="En vivo" data-testid="board-live" />
  ) : (
    <Chip size="small" variant="outlined" icon={<SyncIcon />} label="Actualizando cada pocos segundos" data-testid="board-polling" />
  );
}
