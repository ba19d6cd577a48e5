/** `#/dashboard`: real figures from the database (users, products, categories, orders, credentials) and 14 days of sales. */
import { usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import InventoryIcon from '@mui/icons-material/Inventory2';
import CategoryIcon from '@mui/icons-material/Category';
import ReceiptIcon from '@mui/icons-material/Receipt';
import BadgeIcon from '@mui/icons-material/Badge';
import type { ComponentType } from 'react';
import { hasPermission } from '../../domain/permissions';
import { formatCount } from '../../domain/money';
import { domainKeys } from '../../i18n/domain-messages';
import { useCallQuery } from '../../dataProvider/hooks';
import { SalesChart } from './SalesChart';
import { PapersDueCard } from '../../areas/transport';

const ICONS: Record<string, ComponentType<{ fontSize?: 'large' }>> = {
  users: PeopleIcon,
  products: InventoryIcon,
  categories: CategoryIcon,
  orders: ReceiptIcon,
  carnets: BadgeIcon,
};

function Figures() {
  const translate = useTranslate();
  const { data, error } = useCallQuery(['dashboard'], (dp) => dp.dashboard());
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <CircularProgress aria-label={translate('app.generic.loading')} />;
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {data.tiles.map((tile) => {
          const Icon = ICONS[tile.key] ?? PeopleIcon;
          return (
            <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 2.4 }}>
              <Card data-testid={`tile-${tile.key}`}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Box sx={{ color: 'primary.main' }}>
                    <Icon fontSize="large" />
                  </Box>
                  <Box>
                    <Typography color="text.secondary">
                      {translate(domainKeys.tile(tile.key), { _: tile.label })}
                    </Typography>
                    <Typography
                      variant="h4"
                      component="p"
                      title={tile.value === null ? translate('app.dashboard.unavailable') : undefined}
                    >
                      {tile.value === null ? '—' : formatCount(tile.value)}
                    </Typography>
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('app.dashboard.sales')}
          </Typography>
          <SalesChart days={data.sales} />
        </CardContent>
      </Card>
    </>
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const allowed = hasPermission(permissions ?? [], 'dashboard');
  return (
    <Box sx={{ mt: 2 }}>
      {/* Issue 53: the transport papers expired, missing or due within 30 days, for whoever keeps them. */}
      <PapersDueCard />
      {allowed ? (
        <Figures />
      ) : (
        <Card>
          <CardContent>
            <Typography variant="h5">{translate('app.login.welcome')}</Typography>
            <Typography color="text.secondary">{translate('app.dashboard.no_figures')}</Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
