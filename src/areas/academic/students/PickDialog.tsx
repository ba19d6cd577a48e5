/**
 * The student form's selection dialogs (spec part 2 §2, §9): a search box, a table of 5 rows
 * per page and Seleccionar on each row. The rows come from `load` (a page of a server list, or
 * a small list searched here); a failed load shows the spec's message in the information dialog.
 */
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import type { PickRow } from '../../../dataProvider/calls/academic';
import type { AppDataProvider } from '../../../dataProvider';
import { useCallQuery } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { PickTable, type PickColumn } from './PickTable';
import { pageOf } from '../../../kit/ui/FixedPagination';

export type PickLoad = (
  dp: AppDataProvider,
  query: { q: string; page: number },
) => Promise<{ rows: PickRow[]; total: number }>;

/** A small list searched and paged in the browser (courses, a birthday's products). */
export const pagedHere =
  (all: (dp: AppDataProvider) => Promise<PickRow[]>): PickLoad =>
  async (dp, { q, page }) => {
    const needle = q.trim().toLowerCase();
    const rows = (await all(dp)).filter(
      (row) => !needle || `${row.name} ${row.num_doc ?? ''}`.toLowerCase().includes(needle),
    );
    return { rows: pageOf(rows, page - 1), total: rows.length };
  };

export function PickDialog({
  open,
  title,
  name,
  load,
  columns,
  onPick,
  onClose,
  footer,
  appendError = true,
}: {
  open: boolean;
  /** Catalog key of the dialog's title ('Cursos creados'). */
  title: string;
  /** Cache name of what it lists. */
  name: string;
  load: PickLoad;
  columns: PickColumn<PickRow>[];
  onPick: (row: PickRow) => void;
  onClose: () => void;
  /** Below the table (Acudientes: agregar nuevo). */
  footer?: ReactNode;
  /** The spec adds the error's text after its message, except for courses. */
  appendError?: boolean;
}) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const found = useCallQuery(['academic', 'pick', name, q, page], (dp) => load(dp, { q, page }), {
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const [failureSeen, setFailureSeen] = useState<unknown>(null);
  const titleId = `pick-${name}-title`;
  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('ra.action.search')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            autoFocus
            fullWidth
            size="small"
            sx={{ mt: 1, mb: 1 }}
          />
          <PickTable
            label={translate(title)}
            columns={columns}
            rows={found.data?.rows}
            total={found.data?.total ?? 0}
            page={page - 1}
            onPageChange={(p) => setPage(p + 1)}
            loading={found.isPending && open}
            rowKey={(row) => row.id}
            onPick={onPick}
            pickLabel={(row) => `${translate('academic.pick.select')} ${row.name}`}
          />
          {footer}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </Dialog>
      <InfoDialog
        open={open && found.isError && failureSeen !== found.error}
        message={`${translate('academic.pick.failed')}${appendError && found.error ? ` ${found.error.message}` : ''}`}
        onClose={() => setFailureSeen(found.error)}
      />
    </>
  );
}
