/**
 * *Sobrantes*: after the service the kitchen writes the portions left of each of the day's menus
 * (from the day's cut-off on: the server refuses earlier, and says so). Saved together.
 */
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { Kitchen, WasteInput } from '../../../domain/kitchen';
import { useCallMutation } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { lunchApi } from '../menus';

const isWaste = (text: string) => /^\d{1,4}$/.test(text.trim()) && Number(text) <= 1000;

export function WasteForm({ kitchen, onSaved }: { kitchen: Kitchen; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const menus = kitchen.servicios.flatMap((s) =>
    // A school with services names each menu's; without them the product says which menu it is.
    s.menus.map((m) => ({
      ...m,
      label: s.servicio
        ? translate('restaurant.kitchen.waste.left_of', { menu: m.producto, service: s.servicio })
        : m.producto,
    })),
  );
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(menus.map((m) => [m.id_menu, m.sobrantes === null ? '' : String(m.sobrantes)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useCallMutation((_dp, input: WasteInput) => lunchApi.saveWaste(input), {
    onSuccess: () => {
      notify(translate('restaurant.kitchen.waste.saved'), { type: 'success' });
      onSaved();
    },
    onError: (err) => {
      const byField = fieldErrorsOf(err);
      // `menus.{i}.sobrantes` names a menu of the list sent, in the screen's order.
      const placed = Object.fromEntries(
        Object.entries(byField).flatMap(([field, message]) => {
          const at = /^menus\.(\d+)/.exec(field);
          const menu = at ? menus[Number(at[1])] : undefined;
          return menu ? [[String(menu.id_menu), message]] : [];
        }),
      );
      setErrors(placed);
      setProblem(err.message);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = menus.filter((m) => !isWaste(values[m.id_menu] ?? ''));
    if (wrong.length > 0) {
      setErrors(
        Object.fromEntries(
          wrong.map((m) => [String(m.id_menu), translate('restaurant.kitchen.waste.invalid')]),
        ),
      );
      return;
    }
    setErrors({});
    setProblem(null);
    save.mutate({
      fecha: kitchen.fecha,
      menus: menus.map((m) => ({ id_menu: m.id_menu, sobrantes: Number(values[m.id_menu].trim()) })),
    });
  };

  return (
    <Box component="section" aria-labelledby="waste-title" sx={{ mt: 4 }} data-testid="kitchen-waste">
      <Typography id="waste-title" variant="h6" component="h2">
        {translate('restaurant.kitchen.waste.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(
          kitchen.cerrado ? 'restaurant.kitchen.waste.help' : 'restaurant.kitchen.waste.before_cutoff',
          {
            time: kitchen.hora_corte,
          },
        )}
      </Typography>
      <form onSubmit={submit} noValidate>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {menus.map((m) => (
            <TextField
              key={m.id_menu}
              label={m.label}
              value={values[m.id_menu] ?? ''}
              onChange={(e) => {
                setValues({ ...values, [m.id_menu]: e.target.value });
                setErrors(({ [String(m.id_menu)]: _fixed, ...rest }) => rest);
              }}
              required
              error={Boolean(errors[m.id_menu])}
              helperText={
                errors[m.id_menu] ?? translate('restaurant.kitchen.waste.cooked', { n: m.porciones })
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 280 }}
            />
          ))}
        </Stack>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || !kitchen.cerrado}
          sx={{ mt: 2, minHeight: 44 }}
        >
          {translate('restaurant.kitchen.waste.save')}
        </Button>
      </form>
    </Box>
  );
}
