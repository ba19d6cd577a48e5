/**
 * The student file's building blocks: a titled card per part of the file and the label-value
 * table most parts show.
 */
import type { ReactNode } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';

/** Label and value rows of a small table (th per row, for screen readers). */
export function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '40%' }}>
              {name}
            </TableCell>
            <TableCell>{value === null || value === undefined || value === '' ? '—' : value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A card of the file with its heading (a landmark for screen readers). */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
