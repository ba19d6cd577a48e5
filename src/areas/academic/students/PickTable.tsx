/**
 * The table of the student form's pickers (spec part 2 §2, §9): the rows of one page, 5 per page,
 * and Seleccionar on each row. The selection dialogs and the course dialog's student search
 * both show their rows in it.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FixedPagination } from '../../../kit/ui/FixedPagination';
import { visuallyHidden } from '../../../kit/ui/visuallyHidden';

export interface PickColumn<T> {
  /** Catalog key of its header. */
  label: string;
  value: (row: T) => ReactNode;
}

export function PickTable<T>({
  label,
  columns,
  rows,
  total,
  page,
  onPageChange,
  loading = false,
  rowKey,
  onPick,
  pickLabel,
  canPick = () => true,
}: {
  /** The table's accessible name (already translated). */
  label: string;
  columns: readonly PickColumn<T>[];
  /** The rows of this page; undefined while nothing has been loaded. */
  rows: readonly T[] | undefined;
  total: number;
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  rowKey: (row: T) => string | number;
  onPick: (row: T) => void;
  /** The Seleccionar button's accessible name for a row. */
  pickLabel: (row: T) => string;
  canPick?: (row: T) => boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      {loading ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <CircularProgress />
        </Box>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label}>{translate(column.label)}</TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.generic.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.label}>{column.value(row)}</TableCell>
                ))}
                <TableCell align="right">
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!canPick(row)}
                    onClick={() => onPick(row)}
                    aria-label={pickLabel(row)}
                  >
                    {translate('academic.pick.select')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {rows && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  <Typography color="text.secondary">{translate('academic.pick.none')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <FixedPagination count={total} page={page} onPageChange={onPageChange} />
    </>
  );
}
