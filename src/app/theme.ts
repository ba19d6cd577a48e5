import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';

/** The theme, with the spinners' accessible name in the interface's language. */
export const themeFor = (loadingLabel: string): RaThemeOptions => ({
  ...defaultTheme,
  // Teal 700, not 600: white text on the app bar needs 4.5:1 (WCAG AA); #00897b gave 4.31.
  // Red 800, not MUI's #d32f2f: a field's label in error on the filled input's grey (#f0f0f0
  // focused, #e8e8e8 hovered) gave 4.37:1 ('Confirmar contraseña' after 'Las constraseñas no coinciden.').
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#00796b' }, error: { main: '#c62828' } },
  sidebar: { width: 250, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // Every spinner (react-admin's Loading and the pages' own) is named for screen readers.
    MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
    // Wide tables scroll inside the page instead of pushing the toolbar off-screen.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { overflowX: 'auto' } } },
    // A read-only field's note is information ('No se puede modificar' under the profile's document):
    // MUI greys it like a disabled one (#9e9e9e, 2.7:1); WCAG 1.4.3 needs 4.5:1.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
  },
});
