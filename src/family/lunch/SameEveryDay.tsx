/**
 * *Todos los días igual*: one menu (a product of a service) ordered on every open day of the week
 * that offers it, a day at a time (planSameEveryDay says which to order, which already are, which
 * do not offer it). Each day's outcome is listed — ordered, changed, already, not offered, or the
 * server's refusal in its words — so no day fails unseen.
 */
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../domain/money';
import { familyApi } from '../api';
import { FormNotice, refusalOf, type Notice } from '../forms';
import { usePortal } from '../i18n';
import { dayTitle, useLunchTexts } from './texts';
import { planSameEveryDay, sameChoices, type LunchDay } from './week';

interface Outcome {
  fecha: string;
  text: string;
  ok: boolean;
}

interface Props {
  childId: number;
  openDays: LunchDay[];
  onDone: () => void;
}

export function SameEveryDay({ childId, openDays, onDone }: Props) {
  const t = useLunchTexts();
  const { locale } = usePortal();
  const choices = sameChoices(openDays);
  const [picked, setPicked] = useState<string | null>(null);
  const choice = choices.find((c) => c.key === picked) ?? choices[0];
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const several = new Set(choices.map((c) => c.id_servicio)).size > 1;

  const run = async () => {
    if (!choice) return;
    setBusy(true);
    setNotice(null);
    const done: Outcome[] = [];
    for (const step of planSameEveryDay(openDays, choice)) {
      if (step.kind === 'missing') done.push({ fecha: step.fecha, text: t('lunch.same.missing'), ok: false });
      else if (step.kind === 'already')
        done.push({ fecha: step.fecha, text: t('lunch.same.already'), ok: true });
      else
        try {
          await familyApi.preorder({ id_estudiante: childId, fecha: step.fecha, id_menu: step.id_menu });
          done.push({
            fecha: step.fecha,
            text: t(step.replaces ? 'lunch.same.changed' : 'lunch.same.ordered'),
            ok: true,
          });
        } catch (err) {
          const why = refusalOf(err, t('offline')).notice ?? t('offline');
          done.push({ fecha: step.fecha, text: t('lunch.same.failed', { why }), ok: false });
        }
      setOutcomes([...done]);
    }
    const failed = done.filter((o) => !o.ok).length;
    setNotice(
      failed > 0
        ? { ok: false, text: t('lunch.same.some_failed') }
        : { ok: true, text: t('lunch.same.all_done', { smart_count: done.length }) },
    );
    setBusy(false);
    onDone();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="lunch-same-title" data-testid="lunch-same">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h3" id="lunch-same-title">
            {t('lunch.same.title')}
          </Typography>
          {choices.length === 0 ? (
            <Typography>{t('lunch.same.none')}</Typography>
          ) : (
            <>
              <Typography variant="body2" id="lunch-same-intro">
                {t('lunch.same.intro')}
              </Typography>
              <RadioGroup
                aria-labelledby="lunch-same-title"
                aria-describedby="lunch-same-intro"
                value={choice?.key ?? ''}
                onChange={(e) => setPicked(e.target.value)}
              >
                {choices.map((c) => (
                  <FormControlLabel
                    key={c.key}
                    value={c.key}
                    control={<Radio sx={{ p: 1.25 }} />}
                    sx={{ mr: 0 }}
                    label={[
                      several && c.servicio ? `${c.servicio}: ${c.producto}` : c.producto,
                      formatMoney(c.precio),
                      t('lunch.same.days', { smart_count: c.days }),
                    ].join(' · ')}
                  />
                ))}
              </RadioGroup>
              <FormNotice notice={notice} />
              <Button variant="contained" disabled={busy} onClick={() => void run()}>
                {t('lunch.same.submit')}
              </Button>
            </>
          )}
          {outcomes.length > 0 && (
            <List dense aria-label={t('lunch.same.results')} data-testid="lunch-same-results">
              {outcomes.map((o) => (
                <ListItem key={o.fecha} disableGutters divider>
                  <ListItemText
                    primary={dayTitle(o.fecha, locale)}
                    secondary={o.text}
                    slotProps={{ secondary: { color: o.ok ? 'text.secondary' : 'error' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
