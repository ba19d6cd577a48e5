/** The vehicles page's tabs (spec part 2 §2): *Lista* and *Creación*, each its own URL. */
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';

const PATHS = { list: '/schoolroutes/vehicles', create: '/schoolroutes/vehicles/create' } as const;

export function VehicleTabs({ value }: { value: keyof typeof PATHS }) {
  const translate = useTranslate();
  return (
    <Tabs value={value} aria-label={translate('transport.vehicles.tabs')} sx={{ mt: 1 }}>
      <Tab value="list" label={translate('transport.vehicles.list')} component={Link} to={PATHS.list} />
      <Tab value="create" label={translate('transport.vehicles.create')} component={Link} to={PATHS.create} />
    </Tabs>
  );
}
