/**
 * A child's limits on the portal (issue 32, item 4): the daily and weekly caps (issue 55) and the low-balance notice, each
 * editable when the school allows it, else shown as the school set it. The server checks every
 * amount and says what is wrong under its field; the next purchase applies what is saved.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FamilyLimits, FamilyLimitsInput } from '../../domain/family';
import { formatMoney } from '../../domain/money';
import { familyApi } from '../api';
import { FormNotice, pesos, useSaving } from '../forms';
import { BlocksCard } from './BlocksCard';
import { WindowsCard } from './WindowsCard';
import { usePortal } from '../i18n';

export function LimitsCard({ childId, onSaved }: { childId: number; onSaved: () => void }) {
  const { t } = usePortal();
  const [limits, setLimits] = useState<FamilyLimits | null>(null);
  const [capOn, setCapOn] = useState(false);
  const [cap, setCap] = useState('');
  const [alert, setAlert] = useState('');
  const [weekly, setWeekly] = useState('');
  // The fields this render draws: a refusal of any other (or of a hidden one) shows at the top.
  const drawn = [
    ...(limits?.permitido.tope && capOn ? ['lockSaldo'] : []),
    ...(limits?.permitido.tope ? ['tope_semanal'] : []),
    ...(limits?.permitido.aviso ? ['aviso_saldo'] : []),
  ];
  const { busy, errors, notice, save } = useSaving(t('offline'), drawn);

  const show = (l: FamilyLimits) => {
    setLimits(l);
    setCapOn(l.lockSaldo > 0);
    setCap(l.lockSaldo > 0 ? String(l.lockSaldo) : '');
    setAlert(l.aviso_saldo > 0 ? String(l.aviso_saldo) : '');
    setWeekly(l.tope_semanal > 0 ? String(l.tope_semanal) : '');
  };
  useEffect(() => {
    familyApi.limits(childId).then(show, () => setLimits(null));
  }, [childId]);

  if (!limits) return null;
  const { permitido } = limits;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: FamilyLimitsInput = {};
    if (permitido.tope) {
      body.lockSaldo = capOn ? pesos(cap) : 0;
      body.tope_semanal = weekly.trim() === '' ? 0 : pesos(weekly);
    }
    if (permitido.aviso) body.aviso_saldo = alert.trim() === '' ? 0 : pesos(alert);
    await save(async () => {
      show((await familyApi.saveLimits(childId, body)).limits);
      onSaved();
      return t('limits.saved');
    });
  };

  return (
    <>
      <Card variant="outlined" component="section" aria-labelledby="limits-title">
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Typography variant="h6" component="h2" id="limits-title">
              {t('limits.title')}
            </Typography>
            <FormNotice notice={notice} />
            {permitido.tope ? (
              <>
                <FormControlLabel
                  control={<Checkbox checked={capOn} onChange={(e) => setCapOn(e.target.checked)} />}
                  label={t('limits.cap_on')}
                />
                {capOn && (
                  <TextField
                    label={t('limits.cap')}
                    value={cap}
                    onChange={(e) => setCap(e.target.value)}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    error={Boolean(errors.lockSaldo)}
                    helperText={errors.lockSaldo ?? t('limits.cap_help')}
                    fullWidth
                  />
                )}
              </>
            ) : (
              <Typography>
                {t('limits.cap_fixed', {
                  cap: limits.lockSaldo > 0 ? formatMoney(limits.lockSaldo) : t('children.no_cap'),
                })}
              </Typography>
            )}
            {permitido.tope ? (
              <TextField
                label={t('limits.weekly')}
                value={weekly}
                onChange={(e) => setWeekly(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(errors.tope_semanal)}
                helperText={errors.tope_semanal ?? t('limits.weekly_help')}
                fullWidth
              />
            ) : (
              limits.tope_semanal > 0 && (
                <Typography>{t('limits.weekly_fixed', { cap: formatMoney(limits.tope_semanal) })}</Typography>
              )
            )}
            {permitido.aviso ? (
              <TextField
                label={t('limits.alert')}
                value={alert}
                onChange={(e) => setAlert(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(errors.aviso_saldo)}
                helperText={errors.aviso_saldo ?? t('limits.alert_help')}
                fullWidth
              />
            ) : null}
            {(permitido.tope || permitido.aviso) && (
              <Button type="submit" variant="contained" disabled={busy}>
                {t('limits.save')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <WindowsCard
        childId={childId}
        limits={limits}
        onChange={(saved) => {
          setLimits(saved);
          onSaved();
        }}
      />
      <BlocksCard
        childId={childId}
        limits={limits}
        onChange={(saved) => {
          setLimits(saved);
          onSaved();
        }}
      />
    </>
  );
}
