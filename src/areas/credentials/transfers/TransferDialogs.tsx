/**
 * The three dialogs of a reported transfer: its receipt (fetched with the token as a Blob and
 * shown through an object URL), the approval's confirmation and the rejection with its reason.
 * Each write tells the page through `onDone` so the list is read again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { transferRejectSchema, type StaffTransferReport } from '../../../domain/transfers';
import { formatMoney } from '../../../domain/money';
import { domainKeys } from '../../../i18n/domain-messages';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { intlLocale } from '../../../kit/format';
import { saveFile } from '../../../kit/generic/excelExporter';

export interface DialogProps {
  report: StaffTransferReport;
  open: boolean;
  onClose: () => void;
}

/** How the page and the receipt write a report's day ('YYYY-MM-DD') and instants, in the interface's language. */
export function useTransferDates() {
  const [locale] = useLocaleState();
  const tag = intlLocale(locale);
  // A bare day is no instant: read at UTC midnight and written at UTC, it stays that day anywhere.
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  // On 24 hours, as the school's clocks (kit/format.ts): a narrow cell breaks after the comma only.
  const instant = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  return {
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    instant: (value: string) => instant.format(new Date(value)),
  };
}

/**
 * The receipt's picture through an object URL, set on the element and revoked when it goes:
 * the URL is the browser's, not React's state (and StrictMode's second effect makes a new one).
 */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <Box
      component="img"
      ref={ref}
      alt={alt}
      data-testid="transfer-receipt"
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: '60vh',
        objectFit: 'contain',
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

/** The receipt in a tab of its own (a PDF, or a photo to zoom); the tab keeps it for a minute, then the URL goes. */
function openInTab(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function ReceiptDialog({
  report,
  open,
  onClose,
  onApprove,
  onReject,
}: DialogProps & { onApprove: () => void; onReject: () => void }) {
  const translate = useTranslate();
  const dates = useTransferDates();
  const receipt = useCallQuery(['transferReceipt', report.id], (dp) => dp.transferReceipt(report.id), {
    enabled: open,
    staleTime: Infinity,
  });
  const pdf = report.soporte_tipo === 'application/pdf';
  const extension = pdf ? 'pdf' : report.soporte_tipo === 'image/png' ? 'png' : 'jpg';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="receipt-title"
      aria-describedby="receipt-summary"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="receipt-title">
        {translate('credentials.transfers.receipt_title', { name: report.estudiante })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="receipt-summary" sx={{ mb: 2 }}>
          {translate('credentials.transfers.receipt_summary', {
            amount: formatMoney(report.valor),
            date: dates.day(report.fecha),
            reference: report.referencia,
          })}
        </DialogContentText>
        {receipt.isError ? (
          <Alert severity="error">{receipt.error.message}</Alert>
        ) : !receipt.data ? (
          <CircularProgress />
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            {pdf ? (
              // The page's Content-Security-Policy lets no plugin or frame show a blob: the PDF opens in a tab of its own.
              <Alert severity="info">{translate('credentials.transfers.receipt_pdf')}</Alert>
            ) : (
              <BlobImage
                blob={receipt.data}
                alt={translate('credentials.transfers.receipt_alt', { name: report.estudiante })}
              />
            )}
            <Stack direction="row" spacing={1}>
              <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => openInTab(receipt.data)}>
                {translate('credentials.transfers.open_tab')}
              </Button>
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => saveFile(receipt.data, `soporte-${report.id}.${extension}`)}
              >
                {translate('credentials.transfers.download')}
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {report.estado === 'pendiente' && (
          <>
            <Button
              color="error"
              onClick={onReject}
              aria-label={translate('credentials.transfers.reject_of', {
                name: report.estudiante,
                amount: formatMoney(report.valor),
              })}
            >
              {translate('credentials.transfers.reject')}
            </Button>
            <Button
              variant="contained"
              onClick={onApprove}
              aria-label={translate('credentials.transfers.approve_of', {
                name: report.estudiante,
                amount: formatMoney(report.valor),
              })}
            >
              {translate('credentials.transfers.approve')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approval: one top-up of the student's credential. A refusal (already rejected) is said and the list read again. */
export function ApproveDialog({ report, open, onClose, onDone }: DialogProps & { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const approve = useCallMutation((dp, id: number) => dp.approveTransfer(id), {
    onSuccess: () => notify(translate('credentials.transfers.approved'), { type: 'success' }),
    onError: (err) => notify(err.message, { type: 'error' }),
    onSettled: onDone,
  });
  return (
    <Confirm
      isOpen={open}
      title="credentials.transfers.approve_title"
      content={translate('credentials.transfers.approve_confirm', {
        amount: formatMoney(report.valor),
        name: report.estudiante,
        reference: report.referencia,
      })}
      confirm="credentials.transfers.approve"
      onConfirm={() => !approve.isPending && approve.mutate(report.id)}
      onClose={onClose}
      loading={approve.isPending}
    />
  );
}

/** Rejection (keyed by the report, so each starts empty): the reason is required (here and on the server, whose field error shows under the field). */
export function RejectDialog({ report, open, onClose, onDone }: DialogProps & { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useCallMutation(
    (dp, args: { id: number; motivo: string }) => dp.rejectTransfer(args.id, args.motivo),
    {
      onSuccess: () => {
        notify(translate('credentials.transfers.rejected'), { type: 'success' });
        onDone();
      },
      onError: (err) => {
        const fieldError = fieldErrorsOf(err).motivo;
        if (fieldError) return setError(fieldError);
        // Not pending any more (approved or rejected meanwhile): said, and the list read again.
        notify(err.message, { type: 'error' });
        onDone();
      },
    },
  );
  const label = translate('credentials.transfers.motivo');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reject.isPending) return;
    if (!motivo.trim()) return setError(translate(domainKeys.validation('required'), { field: label }));
    reject.mutate({ id: report.id, motivo: motivo.trim() });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="reject-title"
      aria-describedby="reject-help"
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="reject-title">
          {translate('credentials.transfers.reject_title', { name: report.estudiante })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="reject-help" sx={{ mb: 2 }}>
            {translate('credentials.transfers.reject_help', {
              amount: formatMoney(report.valor),
              reference: report.referencia,
            })}
          </DialogContentText>
          <TextField
            label={label}
            value={motivo}
            onChange={(e) => {
              setMotivo(e.target.value);
              setError(null);
            }}
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            error={error !== null}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: transferRejectSchema.shape.motivo.maxLength ?? undefined } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={reject.isPending}>
            {translate('credentials.transfers.reject')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
