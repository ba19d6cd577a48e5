/**
 * The student file's timeline: one list of what touched the student (purchases, top-ups, gate
 * and bus readings, changes), newest first, paged by the server.
 */
import { useState } from 'react';
import { useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Alert,
  Link,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TimelineEvent } from '../../../domain/timeline';
import { formatMoney, formatSignedMoney } from '../../../domain/money';
import { storeById } from '../../../domain/stores';
import { domainKeys } from '../../../i18n/domain-messages';
import { useCallQuery } from '../../../dataProvider/hooks';
import { intlLocale } from '../../../kit/format';
import { Section } from './StudentFileSection';
import { Pager } from '../../../kit/ui/Pager';
import { hasPermission } from '../../../domain/permissions';
import { RECEIPT_KEYS, RECEIPT_KINDS } from '../../../domain/receiptAccess';

const TIMELINE_PAGE_SIZES = [10, 20, 50];

/** What an event was, in words: the kind, and where a purchase happened. */
function useEventText() {
  const translate = useTranslate();
  return (event: TimelineEvent) => {
    const kind = translate(`academic.timeline.kinds.${event.source}.${event.kind}`, { _: event.kind });
    const store = event.store === null ? undefined : storeById(event.store);
    const where = store
      ? translate('academic.timeline.at_store', {
          store: translate(domainKeys.store(store.segment, 'label')),
        })
      : '';
    // Only the ledger's `ref` is an order; a boarding's is its route, named in the detail.
    const order =
      event.source !== 'ledger' || event.ref === null
        ? ''
        : translate('academic.timeline.order', { id: event.ref });
    return { kind, detail: [where, order, event.detail ?? ''].filter(Boolean).join(' · ') };
  };
}

export function StudentTimeline({ id }: { id: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(TIMELINE_PAGE_SIZES[0]);
  const events = useCallQuery(['studentTimeline', id, page, perPage], (dp) =>
    dp.studentTimeline(id, { page: page + 1, perPage }),
  );
  const text = useEventText();
  const location = useLocation();
  const { permissions } = usePermissions<string[]>();
  const mayPrint = RECEIPT_KEYS.some((key) => hasPermission(permissions ?? [], key));
  /** A desk top-up's or deduction's receipt, printed again (its number is the ledger row's). */
  const receiptOf = (event: TimelineEvent) =>
    mayPrint && event.source === 'ledger' && RECEIPT_KINDS.includes(event.kind)
      ? event.id.slice('ledger:'.length)
      : null;
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const title = translate('academic.file.timeline');
  return (
    <Section title={title} testId="file-timeline">
      {events.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : events.isError ? (
        <Alert severity="error">{events.error.message}</Alert>
      ) : events.data.data.length === 0 ? (
        <Typography color="text.secondary">{translate('academic.timeline.empty')}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('academic.timeline.when')}</TableCell>
                <TableCell>{translate('academic.timeline.what')}</TableCell>
                <TableCell>{translate('academic.timeline.detail')}</TableCell>
                <TableCell align="right">{translate('academic.timeline.amount')}</TableCell>
                <TableCell align="right">{translate('academic.timeline.balance')}</TableCell>
                <TableCell>{translate('academic.timeline.staff')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.data.data.map((event) => {
                const { kind, detail } = text(event);
                const receipt = receiptOf(event);
                return (
                  <TableRow key={event.id} data-testid="timeline-event">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when.format(new Date(event.at))}</TableCell>
                    <TableCell>
                      {kind}
                      {receipt && (
                        <>
                          {' · '}
                          <Link
                            component={RouterLink}
                            to={`/admin/carnets/recibo/${receipt}?next=${encodeURIComponent(location.pathname)}`}
                            aria-label={translate('academic.timeline.receipt_named', { number: receipt })}
                          >
                            {translate('academic.timeline.receipt')}
                          </Link>
                        </>
                      )}
                    </TableCell>
                    <TableCell>{detail || '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {event.amount === null ? '—' : formatSignedMoney(event.amount)}
                    </TableCell>
                    <TableCell align="right">
                      {event.balance === null ? '—' : formatMoney(event.balance)}
                    </TableCell>
                    <TableCell>{event.staff ?? '—'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pager
            count={events.data.total}
            page={page}
            perPage={perPage}
            sizes={TIMELINE_PAGE_SIZES}
            onPage={setPage}
            onPerPage={setPerPage}
          />
        </>
      )}
    </Section>
  );
}
