/**
 * The portal's first page: each child's card with balance, today's spending, cap and forecast, and
 * below them the online top-up when the school takes it.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { FamilyChild } from '../../domain/family';
import { formatMoney } from '../../domain/money';
import { ApiRefusal, familyApi } from '../api';
import { usePortal } from '../i18n';
import { OnlinePaymentCard } from '../payments';

export function ChildrenPage() {
  const { t } = usePortal();
  const [children, setChildren] = useState<FamilyChild[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    familyApi
      .children()
      .then(setChildren, (err: unknown) =>
        setProblem(err instanceof ApiRefusal && err.message ? err.message : t('offline')),
      );
  }, [t]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('children.title')}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {!children && !problem && <CircularProgress aria-label={t('loading')} />}
      {children?.length === 0 && <Typography>{t('children.none')}</Typography>}
      {children?.map((child) => (
        <Card key={child.id} variant="outlined">
          <CardActionArea component={RouterLink} to={`/hijo/${child.id}`} data-testid="child-card">
            <CardContent>
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1.5 }}>
                <Avatar
                  src={child.url ?? undefined}
                  alt={t('children.photo', { name: child.name })}
                  sx={{ width: 56, height: 56 }}
                />
                <div>
                  <Typography variant="h6" component="h2">
                    {child.name}
                  </Typography>
                  {child.course && (
                    <Typography color="text.secondary">
                      {t('children.course', { course: child.course })}
                    </Typography>
                  )}
                </div>
              </Stack>
              <ChildFigures child={child} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      {children && children.length > 0 && <OnlinePaymentCard familyChildren={children} />}
    </Stack>
  );
}

/** Balance, today, cap and how long the balance lasts: on the card and on the child's page. */
export function ChildFigures({ child }: { child: FamilyChild }) {
  const { t } = usePortal();
  const rows: [label: string, value: string, testId: string][] = [
    [t('children.balance'), formatMoney(child.saldo), 'child-saldo'],
    [t('children.today'), formatMoney(child.consumo_hoy), 'child-today'],
    [
      t('children.cap'),
      child.lockSaldo > 0 ? formatMoney(child.lockSaldo) : t('children.no_cap'),
      'child-cap',
    ],
  ];
  return (
    <Stack spacing={0.5}>
      {rows.map(([label, value, testId]) => (
        <Stack key={testId} direction="row" justifyContent="space-between">
          <Typography color="text.secondary">{label}</Typography>
          <Typography fontWeight={500} data-testid={testId}>
            {value}
          </Typography>
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary" data-testid="child-days">
        {child.dias_restantes === null
          ? t('children.no_days')
          : t('children.days', { smart_count: child.dias_restantes })}
      </Typography>
    </Stack>
  );
}
