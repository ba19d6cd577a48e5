/**
 * An open day's menus of one service as radio choices — each with its courses, its price and, when
 * the child is allergic to it, that the alternative will be served — with the service's pre-order
 * and *Pedir*, or *Cambiar* and *Cancelar*. The server's answer shows above the buttons: its
 * confirmation, or its refusal in its own words (after the cut-off, 409).
 */
import { useState } from 'react';
import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import type { Preorder } from '../../domain/lunchMenus';
import { formatMoney } from '../../domain/money';
import { familyApi } from '../api';
import { FormNotice, useSaving } from '../forms';
import { PreorderState } from './PreorderState';
import { allergenList, useLunchTexts } from './texts';
import { isActive, type LunchMenu } from './week';

interface Props {
  childId: number;
  fecha: string;
  /** The day's title: the choice's name. */
  labelledBy: string;
  /** The service's name when the day has several. */
  heading: string | null;
  menus: LunchMenu[];
  preorder: Preorder | null;
  onChanged: () => void;
}

export function MenuChoice({ childId, fecha, labelledBy, heading, menus, preorder, onChanged }: Props) {
  const t = useLunchTexts();
  const { busy, notice, save } = useSaving(t('offline'));
  const active = preorder && isActive(preorder) ? preorder : null;
  // Null: nothing picked here yet — the pre-order's menu (a cancelled one's too: ordered again
  // with one tap), or the only one, stands chosen.
  const [picked, setPicked] = useState<number | null>(null);
  const held = menus.some((m) => m.id === preorder?.id_menu) ? preorder!.id_menu : null;
  const chosen = picked ?? held ?? (menus.length === 1 ? menus[0].id : null);
  const headingId = heading ? `${labelledBy}-${menus[0].id_servicio}` : null;

  const order = () =>
    save(async () => {
      const { message } = await familyApi.preorder({ id_estudiante: childId, fecha, id_menu: chosen! });
      setPicked(null);
      onChanged();
      return message;
    });
  const cancel = () =>
    save(async () => {
      const { message } = await familyApi.cancelPreorder(active!.id);
      setPicked(null);
      onChanged();
      return message;
    });

  return (
    <Stack spacing={1}>
      {heading && (
        <Typography variant="subtitle2" component="h4" id={headingId!}>
          {heading}
        </Typography>
      )}
      {preorder && <PreorderState preorder={preorder} />}
      <RadioGroup
        aria-labelledby={headingId ? `${labelledBy} ${headingId}` : labelledBy}
        value={chosen === null ? '' : String(chosen)}
        onChange={(e) => setPicked(Number(e.target.value))}
      >
        {menus.map((menu) => (
          <FormControlLabel
            key={menu.id}
            value={String(menu.id)}
            // 10 px around the 24 px circle: a 44 px touch target, as the theme does for boxes.
            control={<Radio sx={{ p: 1.25 }} />}
            sx={{ alignItems: 'flex-start', mr: 0, py: 0.5 }}
            label={
              <Box sx={{ pt: 1.25 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {`${menu.producto} · ${formatMoney(menu.precio)}`}
                </Typography>
                <Typography variant="body2">{menu.platos.join(', ')}</Typography>
                {menu.alergia.length > 0 && (
                  <Typography variant="body2" color="error" data-testid="lunch-allergy">
                    {t('lunch.allergy', { allergens: allergenList(t, menu.alergia) })}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <FormNotice notice={notice} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {active ? (
          <>
            <Button
              variant="contained"
              disabled={busy || chosen === null || chosen === active.id_menu}
              onClick={() => void order()}
            >
              {t('lunch.change')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => void cancel()}>
              {t('lunch.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy || chosen === null} onClick={() => void order()}>
            {t('lunch.order')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
