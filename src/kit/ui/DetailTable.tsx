/**
 * A table of wide rows that fits a laptop's screen: the columns a reader scans in the row, the
 * rest under it, opened per row by a button (its name says whose row, `aria-expanded` whether it is
 * open) as a list of label and value. Nothing is lost: every field is in the row or in its details.
 * The offline sales report and the reports drawn by ReportTable use it.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from './visuallyHidden';

export interface DetailField<T> {
  key: string;
  /** The header's or the label's text, in the reader's language. */
  title: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The list can be sorted by this field (only columns in the row). */
  sortable?: boolean;
}

export interface DetailSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface DetailTableProps<T extends { id: number | string }> {
  rows: readonly T[];
  /** Shown in the row. */
  columns: readonly DetailField<T>[];
  /** Shown under the row once its button opens it. */
  details: readonly DetailField<T>[];
  /** Who or what the row is, for its button's name ('Ana Díaz, 10/03/26 10:00'). */
  rowName: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** Makes the rows' element ids unique on the page. */
  idPrefix: string;
  sort?: DetailSort;
  onSort?: (field: string) => void;
}

function Details<T>({ row, details }: { row: T; details: readonly DetailField<T>[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        py: 1,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 1.5,
      }}
    >
      {details.map((d) => (
        <div key={d.key}>
          <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
            {d.title}
          </Box>
          <Box component="dd" sx={{ typography: 'body2', m: 0, overflowWrap: 'anywhere' }}>
            {d.render(row) || '—'}
          </Box>
        </div>
      ))}
    </Box>
  );
}

export function DetailTable<T extends { id: number | string }>({
  rows,
  columns,
  details,
  rowName,
  label,
  idPrefix,
  sort,
  onSort,
}: DetailTableProps<T>) {
  const translate = useTranslate();
  const [open, setOpen] = useState<ReadonlySet<T['id']>>(new Set());
  const toggle = (id: T['id']) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const header = (c: DetailField<T>) => {
    if (!c.sortable || !onSort) return c.title;
    const active = sort?.field === c.key;
    return (
      <TableSortLabel
        active={active}
        direction={active && sort?.order === 'ASC' ? 'asc' : 'desc'}
        onClick={() => onSort(c.key)}
      >
        {c.title}
      </TableSortLabel>
    );
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" style={visuallyHidden}>
                {translate('app.detail_rows.header')}
              </Box>
            </TableCell>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.align}
                sortDirection={sort?.field === c.key ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
              >
                {header(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const expanded = open.has(row.id);
            return (
              <Fragment key={row.id}>
                <TableRow hover sx={expanded ? { '& > td': { borderBottom: 'none' } } : undefined}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={`${idPrefix}-detail-${row.id}`}
                      aria-label={translate('app.detail_rows.show', { name: rowName(row) })}
                      onClick={() => toggle(row.id)}
                    >
                      <ExpandMoreIcon
                        fontSize="small"
                        sx={{
                          transform: expanded ? 'rotate(180deg)' : 'none',
                          transition: 'transform 150ms',
                        }}
                      />
                    </IconButton>
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
                {/* MUI draws every row as a table row: `hidden` alone would not hide it. */}
                <TableRow
                  id={`${idPrefix}-detail-${row.id}`}
                  hidden={!expanded}
                  sx={expanded ? undefined : { display: 'none' }}
                >
                  {expanded && (
                    <TableCell colSpan={columns.length + 1} sx={{ bgcolor: 'action.hover' }}>
                      <Details row={row} details={details} />
                    </TableCell>
                  )}
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
