/**
 * A child's figures, on their card and on their page: the card's state said plainly (an inactive
 * card or none takes no top-up), then balance, today, cap and how long the balance lasts; and, for
 * an active card at $0 or below, how to top it up (LowBalance).
 */
import type { ReactNode } from 'react';
import { Alert, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { FamilyChild } from '../../domain/family';
import { formatMoney } from '../../domain/money';
import { usePortal } from '../i18n';

/** Whether the child's card takes top-ups (and so whether any is offered for them). */
export const takesTopUps = (child: FamilyChild) => child.carnet === 'activo';

export function ChildFigures({ child }: { child: FamilyChild }) {
  const { t } = usePortal();
  const state = t(`children.card.${child.carnet}`);
  // Without a card the figures would read $0 as if there were one: only the state shows.
  const rows: [label: string, value: string, testId: string][] =
    child.carnet === 'ninguno'
      ? []
      : [
          [t('children.balance'), formatMoney(child.saldo), 'child-saldo'],
          [t('children.today'), formatMoney(child.consumo_hoy), 'child-today'],
          [
            t('children.cap'),
            child.lockSaldo > 0 ? formatMoney(child.lockSaldo) : t('children.no_cap'),
            'child-cap',
          ],
          // The week's cap only where the family or the school set one: what it allows and what is spent.
          ...(child.tope_semanal > 0
            ? [
                [
                  t('children.weekly'),
                  t('children.weekly_spent', {
                    spent: formatMoney(child.consumo_semana),
                    cap: formatMoney(child.tope_semanal),
                  }),
                  'child-weekly',
                ] as [string, string, string],
              ]
            : []),
        ];
  return (
    <Stack spacing={0.5}>
      {takesTopUps(child) ? (
        <Stack direction="row" justifyContent="space-between">
          <Typography color="text.secondary">{t('children.card.label')}</Typography>
          <Typography fontWeight={500} data-testid="child-carnet">
            {state}
          </Typography>
        </Stack>
      ) : (
        // A note, not an alert: it is read in its place, not announced on every page load.
        <Alert severity="warning" role="note" data-testid="child-carnet" sx={{ mb: 1 }}>
          {state}
        </Alert>
      )}
      {rows.map(([label, value, testId]) => (
        <Stack key={testId} direction="row" justifyContent="space-between">
          <Typography color="text.secondary">{label}</Typography>
          <Typography fontWeight={500} data-testid={testId}>
            {value}
          </Typography>
        </Stack>
      ))}
      {child.carnet !== 'ninguno' && (
        <Typography variant="body2" color="text.secondary" data-testid="child-days">
          {child.dias_restantes === null
            ? t('children.no_days')
            : t('children.days', { smart_count: child.dias_restantes })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * An active card at $0 or below: says so and how to top it up — online too when the school takes
 * it (`online`) — with `action`, a button to where it is done, when the page offers it.
 */
export function LowBalance({
  child,
  online,
  action,
  sx,
}: {
  child: FamilyChild;
  online: boolean;
  action?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { t } = usePortal();
  if (!takesTopUps(child) || child.saldo > 0) return null;
  const key = `children.low.${child.saldo < 0 ? 'negative' : 'zero'}${online ? '_online' : ''}`;
  return (
    <Alert severity="warning" role="note" data-testid="child-balance-low" sx={sx}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>{t(key)}</span>
        {action}
      </Stack>
    </Alert>
  );
}
