/** One row of *Recargas reportadas*: the report, its state and the buttons that open its dialogs. */
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
  type ChipProps,
} from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { StaffTransferReport, TransferState } from '../../../domain/transfers';
import { formatMoney } from '../../../domain/money';
import { useTransferDates } from './TransferDialogs';

export type Filter = TransferState | 'all';
// The catalog's keys, spelled once.
const T = 'credentials.transfers';
const stateKey = (state: TransferState) => `${T}.states.${state}`;
export const tabKey = (filter: Filter) => `${T}.tabs.${filter}`;
export const emptyKey = (filter: Filter) => `${T}.empty.${filter}`;
export const columnKey = (column: string) => `${T}.columns.${column}`;
const COLUMNS = [
  'created_at',
  'estudiante',
  'acudiente',
  'valor',
  // The transfer's day, its reference below: one column less keeps the table within a laptop's width.
  'fecha',
  'estado',
  'funcionario',
] as const;

/** The warning Alert's colours for pending: MUI's orange chip leaves white text below 4.5:1. */
const STATE_CHIP: Record<TransferState, Partial<ChipProps>> = {
  pendiente: { sx: { bgcolor: '#fff4e5', color: '#663c00', border: '1px solid #ffb74d' } },
  aprobada: { color: 'success' },
  rechazada: { color: 'error' },
};

export type Open = { kind: 'receipt' | 'approve' | 'reject'; report: StaffTransferReport };

/** Who reviewed says nothing while a report waits: the pending tab leaves the column out. */
export const columnsFor = (filter: Filter) =>
  filter === 'pendiente' ? COLUMNS.filter((column) => column !== 'funcionario') : COLUMNS;

export function ReportRow({
  report,
  reviewer,
  onOpen,
}: {
  report: StaffTransferReport;
  reviewer: boolean;
  onOpen: (kind: Open['kind']) => void;
}) {
  const translate = useTranslate();
  const dates = useTransferDates();
  // Two reports of one child differ by their amount: both name the buttons.
  const name = { name: report.estudiante, amount: formatMoney(report.valor) };
  return (
    <TableRow data-testid="transfer-row">
      <TableCell>{dates.instant(report.created_at)}</TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {report.estudiante}
        <Typography variant="body2" color="text.secondary">
          {translate('credentials.transfers.document', { document: report.num_doc })}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>{report.acudiente}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(report.valor)}
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {dates.day(report.fecha)}
        </Box>
        {/* A bank's short reference stays whole; a long one (up to 60 characters) may break. */}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: report.referencia.length <= 16 ? 'nowrap' : undefined }}
        >
          {translate('credentials.transfers.reference', { reference: report.referencia })}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip size="small" label={translate(stateKey(report.estado))} {...STATE_CHIP[report.estado]} />
        {report.estado === 'rechazada' && report.motivo && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 240 }}>
            {translate('credentials.transfers.reason', { reason: report.motivo })}
          </Typography>
        )}
      </TableCell>
      {reviewer && (
        <TableCell>
          {report.funcionario ?? '—'}
          {report.revisado_at && (
            <Typography variant="body2" color="text.secondary">
              {dates.instant(report.revisado_at)}
            </Typography>
          )}
        </TableCell>
      )}
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button
            size="small"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', mr: 0.5 }}
            onClick={() => onOpen('receipt')}
            aria-label={translate('credentials.transfers.receipt_of', name)}
          >
            {translate('credentials.transfers.receipt')}
          </Button>
          {report.estado === 'pendiente' && (
            // Icons with their word on hover: three worded buttons would push the table past a laptop's width.
            <>
              <Tooltip title={translate('credentials.transfers.approve')}>
                <IconButton
                  size="small"
                  color="success"
                  onClick={() => onOpen('approve')}
                  aria-label={translate('credentials.transfers.approve_of', name)}
                >
                  <CheckCircleIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('credentials.transfers.reject')}>
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => onOpen('reject')}
                  aria-label={translate('credentials.transfers.reject_of', name)}
                >
                  <CancelIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
