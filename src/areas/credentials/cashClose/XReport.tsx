/**
 * The X report (issue 34, supervisors only): what each staff member's open period expects so far,
 * per method, without closing it; a row opens that period's movements. The online top-ups no close
 * has taken yet are a last row with no staff member (issue 54): the next close of anyone's takes them.
 */
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { COUNTED_METHODS, SHOWN_METHODS } from '../../../domain/cashClose';
import { formatMoney } from '../../../domain/money';
import { useCallQuery } from '../../../dataProvider/hooks';
import { dateTime } from '../../../kit/format';
import { methodName } from '../topups';

const METHODS = [...COUNTED_METHODS, ...SHOWN_METHODS] as const;

function Movements({ name, staffId }: { name: string; staffId: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, error } = useCallQuery(['cashclose', 'x', staffId], (dp) => dp.openMovements(staffId));
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Table size="small" aria-label={translate('credentials.cashclose.x_detail', { name })}>
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
  // The online row's name in the screen's language (the server says it in Spanish).
  const onlineName = methodName(translate, 'en_linea');
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
        {(data ?? []).flatMap(({ id_staff: staffId, ...p }) => [
          <TableRow key={staffId ?? 'en_linea'} data-testid="x-row">
            <TableCell component="th" scope="row">
              {staffId === null ? onlineName : p.funcionario}
            </TableCell>
            <TableCell>{p.desde ? dateTime(p.desde, locale) : '—'}</TableCell>
            <TableCell align="right">{p.movimientos}</TableCell>
            {METHODS.map((m) => (
              <TableCell key={m} align="right">
                {formatMoney(p.esperado[m])}
              </TableCell>
            ))}
            <TableCell>
              {/* The online row has no staff member: nothing to open, said who takes it. */}
              {staffId === null ? (
                t('x_online')
              ) : (
                <Button
                  size="small"
                  aria-expanded={open === staffId}
                  onClick={() => setOpen(open === staffId ? null : staffId)}
                >
                  {t(open === staffId ? 'x_hide' : 'x_show')}
                </Button>
              )}
            </TableCell>
          </TableRow>,
          staffId !== null && open === staffId && (
            <TableRow key={`${staffId}-detail`}>
              <TableCell colSpan={METHODS.length + 4}>
                <Movements name={p.funcionario} staffId={staffId} />
              </TableCell>
            </TableRow>
          ),
        ])}
      </TableBody>
    </Table>
  );
}
