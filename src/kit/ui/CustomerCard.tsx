/**
 * The customer at the top of the point of sale and of the lock screen: photo, name, document
 * and figures (their labels already in the reader's language).
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { imageUrl } from '../../dataProvider/instance';

export interface Figure {
  label: string;
  value: string;
  testId?: string;
}

export function CustomerCard({
  name,
  document,
  url,
  figures,
  action,
}: {
  name: string;
  document: string;
  url: string | null | undefined;
  figures: readonly Figure[];
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={imageUrl(url)} sx={{ width: 64, height: 64 }} alt={name} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" data-testid="customer-name">
            {name}
          </Typography>
          <Typography color="text.secondary">{translate('app.customer.document', { document })}</Typography>
        </Box>
        <Stack direction="row" spacing={3}>
          {figures.map((f) => (
            <Box key={f.label}>
              <Typography variant="overline" color="text.secondary">
                {f.label}
              </Typography>
              <Typography variant="h6" data-testid={f.testId}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Stack>
        {action}
      </CardContent>
    </Card>
  );
}
