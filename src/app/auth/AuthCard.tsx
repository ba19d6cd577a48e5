/** The sign-in and register pages' frame: a card in the middle of a grey page, the school's icon and a title. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
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
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <SchoolIcon color="primary" sx={{ fontSize: 48 }} />
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
