/**
 * A front-desk document to print (a receipt, a Z report): the paper's choice (kept for the next
 * time on this device), Imprimir and Volver above it; on paper, only the document.
 */
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, FormControl, InputLabel, MenuItem, Paper, Select, Stack } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { DESK_PAPERS, PRINT_SHEET, PrintStyles, type DeskPaper } from './PrintStyles';

const PAPER_KEY = 'desk-paper';

function storedPaper(): DeskPaper {
  const kept = globalThis.localStorage?.getItem(PAPER_KEY);
  return kept && kept in DESK_PAPERS ? (kept as DeskPaper) : 'roll80';
}

export function DeskDocument({
  children,
  onBack,
  label,
}: {
  /** The document; a function of the paper when its layout changes with it (the Z report's roll and sheets). */
  children: ReactNode | ((paper: DeskPaper) => ReactNode);
  onBack?: () => void;
  label: string;
}) {
  const translate = useTranslate();
  const [paper, setPaper] = useState<DeskPaper>(storedPaper);
  const size = DESK_PAPERS[paper];
  const paperName = (key: DeskPaper) => translate(`app.print.${key}`);
  const choose = (value: DeskPaper) => {
    setPaper(value);
    globalThis.localStorage?.setItem(PAPER_KEY, value);
  };
  return (
    <Box sx={{ mt: 2 }}>
      <PrintStyles paper={size} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControl size="small" fullWidth={false} sx={{ width: 220 }}>
          <InputLabel id="desk-paper-label">{translate('app.print.paper')}</InputLabel>
          <Select
            labelId="desk-paper-label"
            label={translate('app.print.paper')}
            value={paper}
            onChange={(e) => choose(e.target.value as DeskPaper)}
          >
            {(Object.keys(DESK_PAPERS) as DeskPaper[]).map((key) => (
              <MenuItem key={key} value={key}>
                {paperName(key)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('app.print.print')}
        </Button>
        {onBack && <Button onClick={onBack}>{translate('app.print.back')}</Button>}
      </Stack>
      <Paper
        {...{ [PRINT_SHEET]: paper }}
        role="document"
        aria-label={label}
        variant="outlined"
        sx={{
          width: `${size.width - 2 * size.margin}mm`,
          p: 0,
          m: { xs: 0, sm: 1 },
          fontSize: paper === 'roll80' ? 12 : 13,
          '@media print': { border: 0 },
        }}
      >
        <Box sx={{ p: 1, '@media print': { p: 0 } }}>
          {typeof children === 'function' ? children(paper) : children}
        </Box>
      </Paper>
    </Box>
  );
}
