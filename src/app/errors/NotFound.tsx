import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The 404 page for any route that does not exist. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h4" gutterBottom>
        {translate('app.pages.not_found_title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('app.pages.not_found_text')}
      </Typography>
      <Button variant="contained" component={Link} to="/dashboard" sx={{ mt: 3 }}>
        {translate('app.pages.home')}
      </Button>
    </Box>
  );
}
