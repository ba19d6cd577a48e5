/**
 * The student form's selection dialogs (spec part 2 §2, §9): a search box, a table of 5 rows
 * per page and Seleccionar on each row. The rows come from `load` (a page of a server list, or
 * a small list searched here); a failed load shows the spec's message in the information dialog.
 */
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import type { PickRow } from '../../../dataProvider/calls/academic';
import { STUDENT_PAGE_SIZE } from '../../../domain/academic';
import type { AppDataProvider } from '../../../dataProvider';
import { useCallQuery } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../app/ui/InfoDialog';

/** Rows per page of the pick tables (spec part 2 §9). */
export const PICK_PAGE_SIZE = STUDENT_PAGE_SIZE;

export interface PickColumn {
  /** Catalog key of its header. */
  label: string;
  value: (row: PickRow) => ReactNode;
}

export type PickLoad = (dp: AppDataProvider, query: { q: string; page: number }) => Promise<{ rows: PickRow[]; total: number }>;

/** A small list searched and paged in the browser (courses, a birthday's products). */
export const pagedHere =
  (all: (dp: AppDataProvider) => Promise<PickRow[]>): PickLoad =>
  async (dp, { q, page }) => {
    const needle = q.trim().toLowerCase();
    const rows = (await all(dp)).filter((row) => !needle || `${row.name} ${row.num_doc ?? ''}`.toLowerCase().includes(needle));
    return { rows: rows.slice((page - 1) * PICK_PAGE_SIZE, page * PICK_PAGE_SIZE), total: rows.length };
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
  columns: PickColumn[];
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
          {found.isPending && open ? (
            <Box sx={{ textAlign: 'center', py: 3 }}>
              <CircularProgress />
            </Box>
          ) : (
            <Table size="small" aria-label={translate(title)}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.label}>{translate(column.label)}</TableCell>
                  ))}
                  <TableCell>
                    <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                      {translate('app.generic.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(found.data?.rows ?? []).map((row) => (
                  <TableRow key={row.id} hover>
                    {columns.map((column) => (
                      <TableCell key={column.label}>{column.value(row)}</TableCell>
                    ))}
                    <TableCell align="right">
                      <Button size="small" variant="outlined" onClick={() => onPick(row)} aria-label={`${translate('academic.pick.select')} ${row.name}`}>
                        {translate('academic.pick.select')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {found.data && found.data.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length + 1}>
                      <Typography color="text.secondary">{translate('academic.pick.none')}</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          )}
          <TablePagination
            component="div"
            count={found.data?.total ?? 0}
            page={page - 1}
            onPageChange={(_, p) => setPage(p + 1)}
            rowsPerPage={PICK_PAGE_SIZE}
            rowsPerPageOptions={[PICK_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
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
