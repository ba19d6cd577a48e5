/**
 * `#/restaurant/menus`, *Menús y pedidos* (issue 56, key restaurant.menus): the lunch settings
 * (cut-off, the kitchen's closing, walk-ins, the plans' discounts), then the next two weeks' menus
 * by day — each a restaurant product for a service (or every student), its courses and extra
 * portions, and its pre-orders so far — saved together.
 */
import { useTranslate } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { FortnightEditor } from './FortnightEditor';
import { SettingsCard } from './SettingsCard';

export function MenusPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: { xs: 1, sm: 2 }, overflow: 'visible' }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('restaurant.menus.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('restaurant.menus.help')}
        </Typography>
        <SettingsCard />
        <FortnightEditor />
      </CardContent>
    </Card>
  );
}
