/** A table pager's words from the catalog (MUI's own are English): its range, its buttons, its size picker. */
import { useTranslate } from 'react-admin';
import type { TablePaginationProps } from '@mui/material';

export function usePaginationLabels(): Pick<
  TablePaginationProps,
  'labelDisplayedRows' | 'getItemAriaLabel' | 'labelRowsPerPage'
> {
  const translate = useTranslate();
  return {
    labelDisplayedRows: ({ from, to, count }) =>
      translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
    getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
  };
}
