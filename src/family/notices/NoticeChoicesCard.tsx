/**
 * *Avisos* on a child's page (issue 32, item 6): what else the family wants to be told of this
 * child — no entry by the cut-off (on at first), the gate, late arrivals, no exit, the school bus, a
 * purchase a rule refused (issue 55), a pack of lunches with 2 left or run out (issue 56). Each
 * switch saves at once; when the server refuses, the switch goes back to what the server holds and the reason shows. The money notices
 * (low balance, top-ups decided) are not a choice: they always arrive.
 */
import { useEffect, useRef, useState } from 'react';
import { Card, CardContent, FormControlLabel, FormGroup, Stack, Switch, Typography } from '@mui/material';
import type { NoticeChoices } from '../../domain/notices';
import { familyApi } from '../api';
import { FormNotice, refusalOf, type Notice } from '../forms';
import { usePortal } from '../i18n';

const CHOICES: (keyof NoticeChoices)[] = [
  'ausencia',
  'porteria',
  'tarde',
  'sin_salida',
  'ruta',
  'intentos',
  'almuerzos',
];

export function NoticeChoicesCard({ childId }: { childId: number }) {
  const { t } = usePortal();
  const [choices, setChoices] = useState<NoticeChoices | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  /** What the server holds: where a refused switch goes back to. */
  const held = useRef<NoticeChoices | null>(null);
  /** Only the latest save's answer is shown (two switches flipped quickly). */
  const latest = useRef(0);

  useEffect(() => {
    familyApi.noticeChoices(childId).then(
      (found) => {
        held.current = found;
        setChoices(found);
      },
      () => setChoices(null),
    );
  }, [childId]);

  if (!choices) return null;

  const flip = async (field: keyof NoticeChoices, on: boolean) => {
    const next = { ...choices, [field]: on };
    const mine = ++latest.current;
    setChoices(next);
    setNotice(null);
    try {
      const { choices: saved } = await familyApi.saveNoticeChoices(childId, next);
      held.current = saved;
      if (mine !== latest.current) return;
      setChoices(saved);
      setNotice({ ok: true, text: t('notices.choices.saved') });
    } catch (err) {
      if (mine !== latest.current) return;
      if (held.current) setChoices(held.current);
      // The switches are no fields to write under: every refusal shows at the top.
      setNotice({ ok: false, text: refusalOf(err, t('offline')).notice ?? t('offline') });
    }
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="notice-choices-title"
      data-testid="notice-choices"
    >
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" id="notice-choices-title">
            {t('notices.choices.title')}
          </Typography>
          <FormNotice notice={notice} />
          <Typography id="notice-choices-intro">{t('notices.choices.intro')}</Typography>
          <FormGroup role="group" aria-labelledby="notice-choices-intro">
            {CHOICES.map((field) => (
              <FormControlLabel
                key={field}
                control={
                  <Switch checked={choices[field]} onChange={(e) => void flip(field, e.target.checked)} />
                }
                label={t(`notices.choices.${field}`)}
                sx={{ minHeight: 44 }}
              />
            ))}
          </FormGroup>
          <Typography variant="body2" color="text.secondary">
            {t('notices.choices.always')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
