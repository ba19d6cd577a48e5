/**
 * The offline sales report's rows. Its thirteen columns do not fit a laptop: the row shows when it
 * arrived, who bought, at which till, the totals, the outcome with its reason and the settling; each
 * row opens the rest (when it was made, the store, the order, who sent it). Sorted by the list.
 */
import { ListNoResults, useListContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import type { OfflineSaleRow } from '../../../domain/offlineSales';
import { formatDateTime } from '../../../kit/generic/columns';
import { DetailTable, type DetailField } from '../../../kit/ui/DetailTable';
import { ResolveLateSaleCell } from './ResolveLateSale';
import { flagsText, LABELS, moneyOrDash, stateText, StoreName } from './offlineSalesColumns';

type Row = OfflineSaleRow;

/** A value with a second line under it, quieter. */
function TwoLines({ main, under }: { main: string; under: string | null }) {
  return (
    <>
      {main}
      {under && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {under}
        </Typography>
      )}
    </>
  );
}

export function OfflineSalesTable() {
  const translate = useTranslate();
  const { data, sort, setSort, isPending } = useListContext<Row>();
  if (isPending) return null;
  if (!data?.length) return <ListNoResults />;
  const field = (key: keyof typeof LABELS, render: DetailField<Row>['render'], more = {}) => ({
    key,
    title: translate(LABELS[key]),
    render,
    ...more,
  });
  const sortable = { sortable: true };
  const money = { sortable: true, align: 'right' } as const;
  const columns: DetailField<Row>[] = [
    field('recibida_en', (r) => formatDateTime(r.recibida_en), sortable),
    field('estudiante', (r) => <TwoLines main={r.estudiante ?? '—'} under={r.num_doc} />, sortable),
    field('caja', (r) => r.caja ?? translate('admin.offline_sales.unknown_till'), sortable),
    field('total', (r) => formatMoney(r.total), money),
    field('cobrado', (r) => moneyOrDash(r.cobrado), money),
    // The outcome with why: the flags of a charged sale, the reason of a refused one.
    field(
      'estado',
      (r) => (
        <TwoLines
          main={stateText(translate, r)}
          under={[flagsText(translate, r), r.motivo].filter(Boolean).join(' · ') || null}
        />
      ),
      sortable,
    ),
    field('resolucion', (r) => <ResolveLateSaleCell row={r} />),
  ];
  const details: DetailField<Row>[] = [
    field('hecha_en', (r) => formatDateTime(r.hecha_en)),
    field('store', (r) => <StoreName id={r.store} />),
    field('id_order', (r) => r.id_order),
    field('enviada_por', (r) => r.enviada_por),
  ];
  return (
    <DetailTable
      rows={data}
      columns={columns}
      details={details}
      rowName={(r) => `${r.estudiante ?? r.num_doc ?? r.id_user}, ${formatDateTime(r.recibida_en)}`}
      label={translate('admin.offline_sales.sheet')}
      idPrefix="offline-sales"
      sort={sort}
      // A new column sorts up, the same column turns around.
      onSort={(field) =>
        setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' })
      }
    />
  );
}
