/**
 * `#/auth/register`: static, as the spec's register screen was (part 1 §2): accounts are made
 * by the school's staff (users, students, guardians), so it says so and leads to the sign-in.
 * Like the login, it sends a signed-in visitor to `/`.
 */
import { useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { STORAGE } from '../../domain/storageKeys';

export function RegisterPage() {
  const translate = useTranslate();
  if (localStorage.getItem(STORAGE.token)) return <Navigate to="/" replace />;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: 400, maxWidth: '100%' }} component="main">
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <SchoolIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h4" component="h1" gutterBottom>
            {translate('app.register.title')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{translate('app.register.body')}</Typography>
          <Button component={Link} to="/auth/login" variant="contained" fullWidth>
            {translate('app.register.to_login')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
