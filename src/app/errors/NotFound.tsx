import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** The 404 page for any route that does not exist. */
export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h4" gutterBottom>
        Oops! You&apos;re lost.
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        La página que busca no existe o fue movida.
      </Typography>
      <Button variant="contained" component={Link} to="/dashboard" sx={{ mt: 3 }}>
        Volver al inicio
      </Button>
    </Box>
  );
}
