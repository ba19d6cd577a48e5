import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#00897b' } },
  sidebar: { width: 250, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // Wide tables scroll inside the page instead of pushing the toolbar off-screen.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { overflowX: 'auto' } } },
  },
};
