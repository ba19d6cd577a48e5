/**
 * *Reportar una recarga* on a child's page (issue 32, item 5): the amount, the day, the bank's
 * reference and the receipt — a photo taken with the phone's camera or a file (a photo is sent
 * reduced, a PDF as it is) — and the child's reports with their state (and the reason when the
 * school rejected one). The server checks everything again and answers under each field.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { formatMoney } from '../../domain/money';
import type { TransferReport } from '../../domain/transferRules';
import { familyApi } from '../api';
import { FormNotice, pesos, useSaving } from '../forms';
import { usePortal } from '../i18n';
import { PhotoPicker } from './PhotoPicker';
import { receiptFrom } from './receiptFile';

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
// Pending in grey: MUI's orange is too faint for its text (WCAG 1.4.3).
const STATE_COLOR = { pendiente: 'default', aprobada: 'success', rechazada: 'error' } as const;
/** The fields the form draws; any other refusal (the child's card, say) shows at its top. */
const FIELDS = ['valor', 'fecha', 'referencia', 'soporte'];
/** The amount's field: where the child's page leads a family whose balance is at $0 or below. */
export const TRANSFER_AMOUNT_ID = 'transfer-valor';

export function TransferCard({ childId }: { childId: number }) {
  const { t } = usePortal();
  const [valor, setValor] = useState('');
  const [fecha, setFecha] = useState(localToday);
  const [referencia, setReferencia] = useState('');
  const [receipt, setReceipt] = useState<{ name: string; dataUrl: string } | null>(null);
  const { busy, errors, setErrors, notice, setNotice, save } = useSaving(t('offline'), FIELDS);
  const [reports, setReports] = useState<TransferReport[]>([]);

  const load = useCallback(
    () =>
      familyApi.transfers().then(
        (all) => setReports(all.filter((r) => r.id_estudiante === childId)),
        () => undefined,
      ),
    [childId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    const ready = await receiptFrom(chosen);
    if ('problem' in ready) {
      setReceipt(null);
      setErrors((e) => ({ ...e, soporte: t(`transfers.${ready.problem}`) }));
    } else {
      setReceipt({ name: chosen.name, dataUrl: ready.dataUrl });
      setErrors(({ soporte: _gone, ...rest }) => rest);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!receipt) {
      setErrors({ soporte: t('transfers.receipt_missing') });
      return;
    }
    await save(async () => {
      await familyApi.reportTransfer({
        id_estudiante: childId,
        valor: pesos(valor),
        fecha,
        referencia: referencia.trim(),
        soporte: receipt.dataUrl,
      });
      setValor('');
      setReferencia('');
      setReceipt(null);
      await load();
      return t('transfers.sent');
    });
  };

  const when = (date: string) => date.split('-').reverse().join('/');

  return (
    <Card variant="outlined" component="section" aria-labelledby="transfer-title">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography variant="h6" component="h2" id="transfer-title">
            {t('transfers.title')}
          </Typography>
          <Typography variant="body2">{t('transfers.intro')}</Typography>
          <FormNotice notice={notice} />
          <TextField
            id={TRANSFER_AMOUNT_ID}
            label={t('transfers.valor')}
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={Boolean(errors.valor)}
            helperText={errors.valor}
            required
            fullWidth
          />
          <TextField
            label={t('transfers.fecha')}
            type="date"
            value={fecha}
            onChange={(e) => setFecha(e.target.value)}
            error={Boolean(errors.fecha)}
            helperText={errors.fecha}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('transfers.referencia')}
            value={referencia}
            onChange={(e) => setReferencia(e.target.value)}
            error={Boolean(errors.referencia)}
            helperText={errors.referencia}
            required
            fullWidth
          />
          <PhotoPicker
            testId="receipt"
            accept="image/*,application/pdf"
            cameraLabel={t('transfers.take_photo')}
            fileLabel={t('transfers.choose_file')}
            fileIcon={<AttachFileIcon />}
            onPick={(file) => void pick(file)}
          />
          {receipt && (
            <Typography role="status">{t('transfers.receipt_ready', { name: receipt.name })}</Typography>
          )}
          {errors.soporte && (
            <Typography color="error" role="alert">
              {errors.soporte}
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {t('transfers.send')}
          </Button>
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          {t('transfers.list')}
        </Typography>
        {reports.length === 0 ? (
          <Typography variant="body2">{t('transfers.none')}</Typography>
        ) : (
          <List dense data-testid="transfer-reports">
            {reports.map((r) => (
              <ListItem key={r.id} disableGutters divider>
                <ListItemText
                  slotProps={{ secondary: { component: 'div' } }}
                  primary={t('transfers.item', {
                    valor: formatMoney(r.valor),
                    fecha: when(r.fecha),
                    referencia: r.referencia,
                  })}
                  secondary={
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
                      <Chip
                        size="small"
                        color={STATE_COLOR[r.estado]}
                        label={t(`transfers.states.${r.estado}`)}
                      />
                      {r.motivo && <span>{t('transfers.reason', { motivo: r.motivo })}</span>}
                    </Stack>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
