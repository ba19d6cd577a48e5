/**
 * A till screen on a device without a till for its store (src/domain/tillChoice.ts): at the top, a
 * warning and the store's active tills (name, last connection), each with «Usar esta caja»; with
 * the key to create tills, a name and «Crear caja» too. Not a modal: online sales go on meanwhile.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Button, List, ListItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { hasPermission } from '../../domain/permissions';
import type { TillChoice } from '../../domain/tillChoice';
import { http } from '../../dataProvider/instance';
import { fieldErrorsOf } from '../../dataProvider/http';
import { dateTime } from '../format';
import type { useTill } from './useTill';

/** What a till screen's useTill gives. */
export type TillState = ReturnType<typeof useTill>;

const TOUCH = { minHeight: 44 } as const;

export function TillChooser({ till }: { till: TillState }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { permissions } = usePermissions<string[]>();
  const canCreate = hasPermission(permissions ?? [], 'admin.tills');
  const { store, choose } = till;
  const [tills, setTills] = useState<TillChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    http<TillChoice[]>(`${store}/tills`, { ownsFailure: true })
      .then((answer) => live && setTills(answer.data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [store]);

  const use = async (choice: TillChoice) => {
    setBusy(true);
    await choose(choice).finally(() => setBusy(false));
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNameError(null);
    try {
      const made = await http<TillChoice>(`${store}/tills`, {
        method: 'POST',
        body: { nombre: name },
        ownsFailure: true,
      });
      await choose(made.data);
    } catch (error) {
      setNameError(fieldErrorsOf(error).nombre ?? (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const headingId = `till-chooser-${store}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="till-chooser" aria-labelledby={headingId}>
      <Stack spacing={1.5}>
        <Alert severity="warning" id={headingId}>
          {translate('orders.till.no_till')}
        </Alert>
        {till.gone && <Alert severity="info">{till.gone}</Alert>}
        {failed && <Alert severity="error">{translate('orders.till.list_failed')}</Alert>}
        {tills && tills.length === 0 && (
          <Typography variant="body2">
            {translate('orders.till.none_active')} {!canCreate && translate('orders.till.ask_admin')}
          </Typography>
        )}
        {tills && tills.length > 0 && (
          <List dense disablePadding aria-label={translate('orders.till.store_tills')}>
            {tills.map((choice) => (
              <ListItem key={choice.codigo} divider disableGutters>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ width: '100%', alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: 500 }}>{choice.nombre}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {choice.visto_en
                        ? translate('orders.till.seen', { when: dateTime(choice.visto_en, locale) })
                        : translate('orders.till.never_seen')}
                    </Typography>
                  </Box>
                  <Button
                    variant="contained"
                    sx={TOUCH}
                    disabled={busy}
                    aria-label={translate('orders.till.use_named', { name: choice.nombre })}
                    onClick={() => void use(choice)}
                  >
                    {translate('orders.till.use')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        {canCreate && (
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            onSubmit={(event: FormEvent) => void create(event)}
            noValidate
          >
            <TextField
              label={translate('orders.till.new_name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!nameError}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" sx={{ ...TOUCH, mt: { sm: 1 } }} disabled={busy}>
              {translate('orders.till.create')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
