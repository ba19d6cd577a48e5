import { Box, Button, Typography } from '@mui/material';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';

/** The 500 page: shown when a screen fails; offers a way back and a retry. */
export function ErrorPage({ resetErrorBoundary }: Partial<FallbackProps>) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }} role="alert">
      <Typography variant="h1" color="error" sx={{ fontWeight: 700 }}>
        500
      </Typography>
      <Typography variant="h4" gutterBottom>
        Houston, we have a problem!
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Ocurrió un error al mostrar esta página. Intente de nuevo o vuelva al inicio.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
        {resetErrorBoundary && (
          <Button variant="outlined" onClick={resetErrorBoundary}>
            Reintentar
          </Button>
        )}
        <Button variant="contained" component={Link} to="/dashboard" onClick={resetErrorBoundary}>
          Volver al inicio
        </Button>
      </Box>
    </Box>
  );
}
