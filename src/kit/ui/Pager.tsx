/**
 * A table's pager in the catalog's words: the page and its size are the caller's state; a new
 * size goes back to the first page.
 */
import { TablePagination } from '@mui/material';
import { usePaginationLabels } from './usePaginationLabels';

export function Pager(props: {
  count: number;
  /** From 0. */
  page: number;
  perPage: number;
  sizes: number[];
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const labels = usePaginationLabels();
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page}
      onPageChange={(_, next) => props.onPage(next)}
      rowsPerPage={props.perPage}
      rowsPerPageOptions={props.sizes}
      onRowsPerPageChange={(e) => {
        props.onPerPage(Number(e.target.value));
        props.onPage(0);
      }}
      {...labels}
    />
  );
}
