/**
 * A pager of a fixed page size, its buttons read out in the catalog's language: the pick tables
 * and student tables (spec part 2 §9: 5 rows per page, no choice of size) — the student form's
 * pickers, the course dialog's search, the routes manager's search — and the import's preview.
 */
import { TablePagination } from '@mui/material';
import { STUDENT_PAGE_SIZE } from '../../domain/academic';
import { usePaginationLabels } from './usePaginationLabels';

/** Rows per page of the pick tables. */
export const PICK_PAGE_SIZE = STUDENT_PAGE_SIZE;

/** The rows of `page` (0-based) of a list held whole on the page. */
export const pageOf = <T,>(rows: readonly T[], page: number, perPage = PICK_PAGE_SIZE): T[] =>
  rows.slice(page * perPage, (page + 1) * perPage);

export function FixedPagination({
  count,
  page,
  onPageChange,
  perPage = PICK_PAGE_SIZE,
}: {
  count: number;
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
  perPage?: number;
}) {
  const labels = usePaginationLabels();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, p) => onPageChange(p)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
      {...labels}
    />
  );
}
