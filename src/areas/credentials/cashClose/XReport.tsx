/**
 * The X report (issue 34, supervisors only): what each staff member's open period expects so far,
 * per method, without closing it; a row opens that period's movements.
 */
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { OpenPeriod } from '../../../domain/cashClose';
import { formatMoney } from '../../../domain/money';
import { useCallQuery } from '../../../dataProvider/hooks';
import { dateTime } from '../../../kit/format';
import { methodName } from '../topups';

const METHODS = ['efectivo', 'transferencia', 'tarjeta', 'portal'] as const;

function Movements({ period }: { period: OpenPeriod }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, error } = useCallQuery(['cashclose', 'x', period.id_staff], (dp) =>
    dp.openMovements(period.id_staff),
  );
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Table
      size="small"
      aria-label={translate('credentials.cashclose.x_detail', { name: period.funcionario })}
    >
      <TableBody>
        {(data ?? []).map((m) => (
          <TableRow key={m.id}>
            <TableCell>{dateTime(m.created_at, locale)}</TableCell>
            <TableCell>{m.usuario}</TableCell>
            <TableCell>
              {methodName(translate, m.metodo_pago)}
              {m.referencia ? ` · ${m.referencia}` : ''}
            </TableCell>
            <TableCell align="right">{formatMoney(m.valor)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function XReport() {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.cashclose.${key}`, args);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error } = useCallQuery(['cashclose', 'x'], (dp) => dp.openPeriods());
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data && data.length === 0) return <Alert severity="info">{t('x_none')}</Alert>;
  return (
    <Table size="small" aria-label={t('x_title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('staff')}</TableCell>
          <TableCell>{t('from')}</TableCell>
          <TableCell align="right">{t('movements')}</TableCell>
          {METHODS.map((m) => (
            <TableCell key={m} align="right">
              {methodName(translate, m)}
            </TableCell>
          ))}
          <TableCell>{t('actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(data ?? []).flatMap((p) => [
          <TableRow key={p.id_staff} data-testid="x-row">
            <TableCell component="th" scope="row">
              {p.funcionario}
            </TableCell>
            <TableCell>{p.desde ? dateTime(p.desde, locale) : '—'}</TableCell>
            <TableCell align="right">{p.movimientos}</TableCell>
            {METHODS.map((m) => (
              <TableCell key={m} align="right">
                {formatMoney(p.esperado[m])}
              </TableCell>
            ))}
            <TableCell>
              <Button
                size="small"
                aria-expanded={open === p.id_staff}
                onClick={() => setOpen(open === p.id_staff ? null : p.id_staff)}
              >
                {t(open === p.id_staff ? 'x_hide' : 'x_show')}
              </Button>
            </TableCell>
          </TableRow>,
          open === p.id_staff && (
            <TableRow key={`${p.id_staff}-detail`}>
              <TableCell colSpan={METHODS.length + 4}>
                <Movements period={p} />
              </TableCell>
            </TableRow>
          ),
        ])}
      </TableBody>
    </Table>
  );
}
