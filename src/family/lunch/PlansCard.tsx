/**
 * The child's lunch plans and balance, on top of *Almuerzos*: the plans that can still pay a lunch
 * (a month's plan, a pack and its lunches left), or that each lunch is paid from the balance; and
 * *Comprar plan* (BuyPlan), which opens below and closes once the plan is bought.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { MealPlan } from '../../domain/lunchPlans';
import { formatMoney } from '../../domain/money';
import { ApiRefusal, familyApi } from '../api';
import { FormNotice, type Notice } from '../forms';
import { usePortal } from '../i18n';
import { BuyPlan } from './BuyPlan';
import { monthName, useLunchTexts } from './texts';

interface Props {
  childId: number;
  /** The balance as the week's answer last said (null until it came). */
  saldo: number | null;
  today: string;
  /** Bumped by every change: the plans are read again (a pack's lunch used or given back). */
  version: number;
  onBought: () => void;
}

export function PlansCard({ childId, saldo, today, version, onBought }: Props) {
  const t = useLunchTexts();
  const { locale } = usePortal();
  const [plans, setPlans] = useState<MealPlan[] | null>(null);
  /** The plans could not be read: the server's words, or '' for no connection. */
  const [problem, setProblem] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let live = true;
    familyApi.plans(childId).then(
      (found) => {
        if (!live) return;
        setPlans(found);
        setProblem(null);
      },
      (err: unknown) => live && setProblem(err instanceof ApiRefusal ? err.message : ''),
    );
    return () => {
      live = false;
    };
  }, [childId, version]);

  const current = (plans ?? []).filter((p) => p.vigente);
  const describe = (p: MealPlan) =>
    p.tipo === 'mensualidad'
      ? t('lunch.month_plan', { month: monthName(p.mes ?? '', locale) })
      : t('lunch.pack_plan', { size: p.cantidad, left: p.restantes ?? 0 });
  const bought = (message: string) => {
    setBuying(false);
    setNotice({ ok: true, text: message });
    onBought();
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="lunch-plans-title"
      data-testid="lunch-plans"
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" id="lunch-plans-title">
            {t('lunch.plans')}
          </Typography>
          <FormNotice notice={notice} />
          {problem !== null && <Alert severity="error">{problem || t('offline')}</Alert>}
          <Typography data-testid="lunch-saldo">
            {`${t('lunch.balance')}: `}
            <strong>{saldo === null ? '…' : formatMoney(saldo)}</strong>
          </Typography>
          {plans && current.length === 0 && <Typography variant="body2">{t('lunch.no_plan')}</Typography>}
          {current.length > 0 && (
            <List dense disablePadding aria-labelledby="lunch-plans-title">
              {current.map((p) => (
                <ListItem key={p.id} disableGutters>
                  <ListItemText primary={describe(p)} />
                </ListItem>
              ))}
            </List>
          )}
          {buying ? (
            <BuyPlan
              childId={childId}
              saldo={saldo}
              today={today}
              onBought={bought}
              onClose={() => setBuying(false)}
            />
          ) : (
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => {
                setNotice(null);
                setBuying(true);
              }}
            >
              {t('lunch.buy')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
