/**
 * The hours each store sells to a child, on the portal (issue 55, item 7): per store its windows
 * (from, to), one more added or one removed, saved together; a store without windows sells at any
 * hour. Editable where the school lets families set them, else shown as the school set them. The
 * server checks them (a window's end after its start, no two crossing) and says which is wrong.
 */
import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { FamilyLimits } from '../../domain/family';
import { WINDOW_STORES, windowLabel, windowsOf, type SaleWindow } from '../../domain/saleWindows';
import { familyApi } from '../api';
import { FormNotice, useSaving } from '../forms';
import { usePortal } from '../i18n';

export function WindowsCard({
  childId,
  limits,
  onChange,
}: {
  childId: number;
  limits: FamilyLimits;
  onChange: (saved: FamilyLimits) => void;
}) {
  const { t } = usePortal();
  // What the server holds starts the edit; a save answers what it holds now (sorted), shown again.
  const [windows, setWindows] = useState<SaleWindow[]>(limits.horarios);
  const editable = limits.permitido.horarios;
  const { busy, errors, notice, save } = useSaving(t('offline'), editable ? ['horarios'] : []);
  const store = (id: number) => t(`stores.${id}`);

  // Nothing to say when the school set none and families may not set them.
  if (!editable && limits.horarios.length === 0) return null;

  const change = (target: SaleWindow, next: Partial<SaleWindow>) =>
    setWindows((all) => all.map((w) => (w === target ? { ...w, ...next } : w)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await save(async () => {
      const saved = (await familyApi.saveLimits(childId, { horarios: windows })).limits;
      setWindows(saved.horarios);
      onChange(saved);
      return t('windows.saved');
    });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="windows-title">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography variant="h6" component="h2" id="windows-title">
            {t('windows.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {editable ? t('windows.intro') : t('windows.fixed')}
          </Typography>
          <FormNotice notice={notice} />
          {WINDOW_STORES.map((id) => {
            const own = windowsOf(windows, id);
            return (
              <Stack key={id} spacing={1} role="group" aria-label={store(id)} data-testid={`windows-${id}`}>
                <Typography variant="subtitle1" component="h3">
                  {store(id)}
                </Typography>
                {own.length === 0 && <Typography color="text.secondary">{t('windows.any_hour')}</Typography>}
                {!editable && own.length > 0 && <Typography>{own.map(windowLabel).join(' · ')}</Typography>}
                {editable &&
                  own.map((w, i) => (
                    // The two hours side by side take the phone's width; removing it goes under them.
                    <Stack key={i} spacing={0.5}>
                      <Stack direction="row" spacing={1}>
                        <TextField
                          type="time"
                          label={t('windows.from')}
                          value={w.desde}
                          onChange={(e) => change(w, { desde: e.target.value })}
                          sx={{ flex: 1, minWidth: 0 }}
                        />
                        <TextField
                          type="time"
                          label={t('windows.to')}
                          value={w.hasta}
                          onChange={(e) => change(w, { hasta: e.target.value })}
                          sx={{ flex: 1, minWidth: 0 }}
                        />
                      </Stack>
                      <Button
                        color="inherit"
                        startIcon={<CloseIcon />}
                        sx={{ alignSelf: 'flex-end' }}
                        aria-label={t('windows.remove', { from: w.desde, to: w.hasta, store: store(id) })}
                        onClick={() => setWindows((all) => all.filter((x) => x !== w))}
                      >
                        {t('windows.remove_short')}
                      </Button>
                    </Stack>
                  ))}
                {editable && (
                  <Button
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      setWindows((all) => [...all, { tienda: id, desde: '09:30', hasta: '10:00' }])
                    }
                  >
                    {t('windows.add', { store: store(id) })}
                  </Button>
                )}
              </Stack>
            );
          })}
          {errors.horarios && (
            <Typography color="error" role="alert">
              {errors.horarios}
            </Typography>
          )}
          {editable && (
            <Button type="submit" variant="contained" disabled={busy}>
              {t('windows.save')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
