import { Box, Button, Typography } from '@mui/material';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The 500 page: shown when a screen fails; offers a way back and a retry. */
export function ErrorPage({ resetErrorBoundary }: Partial<FallbackProps>) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }} role="alert">
      <Typography variant="h1" color="error" sx={{ fontWeight: 700 }}>
        500
      </Typography>
      <Typography variant="h4" gutterBottom>
        {translate('app.pages.error_title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('app.pages.error_text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 3 }}>
        {resetErrorBoundary && (
          <Button variant="outlined" onClick={resetErrorBoundary}>
            {translate('app.pages.retry')}
          </Button>
        )}
        <Button variant="contained" component={Link} to="/dashboard" onClick={resetErrorBoundary}>
          {translate('app.pages.home')}
        </Button>
      </Box>
    </Box>
  );
}
