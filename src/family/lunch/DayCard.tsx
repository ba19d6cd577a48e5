/**
 * One school day of the week: why there are no classes, or its menus and the child's pre-order,
 * one choice per service (MenuChoice). A closed day (past, or after its cut-off) says so under its
 * title and shows the menus as text; a day ahead without menus yet says that.
 */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import LockClockIcon from '@mui/icons-material/LockClock';
import { formatMoney } from '../../domain/money';
import { usePortal } from '../i18n';
import { MenuChoice } from './MenuChoice';
import { PreorderState } from './PreorderState';
import { dayTitle, useLunchTexts } from './texts';
import { currentPreorder, servicesOf, type LunchDay } from './week';

interface Props {
  childId: number;
  day: LunchDay;
  open: boolean;
  past: boolean;
  cutoff: string;
  onChanged: () => void;
}

export function DayCard({ childId, day, open, past, cutoff, onChanged }: Props) {
  const t = useLunchTexts();
  const { locale } = usePortal();
  const titleId = `lunch-day-${day.fecha}`;
  const services = servicesOf(day);
  const several = services.length > 1;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="lunch-day">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
            {dayTitle(day.fecha, locale)}
          </Typography>
          {day.sin_clases !== null ? (
            <Typography>{t('lunch.no_school', { why: day.sin_clases })}</Typography>
          ) : past ? (
            <Closed text={t('lunch.past')} />
          ) : day.menus.length === 0 ? (
            <Typography>{t('lunch.no_menus')}</Typography>
          ) : (
            !open && <Closed text={t('lunch.closed', { hora: cutoff })} />
          )}
          {services.map((service) => {
            const preorder = currentPreorder(day, service.id);
            const heading = several && service.name ? service.name : null;
            return open ? (
              <MenuChoice
                key={service.id ?? 0}
                childId={childId}
                fecha={day.fecha}
                labelledBy={titleId}
                heading={heading}
                menus={service.menus}
                preorder={preorder}
                onChanged={onChanged}
              />
            ) : (
              <Stack key={service.id ?? 0} spacing={1}>
                {heading && (
                  <Typography variant="subtitle2" component="h4">
                    {heading}
                  </Typography>
                )}
                {preorder && <PreorderState preorder={preorder} />}
                {service.menus.map((menu) => (
                  <Typography key={menu.id} variant="body2">
                    <strong>{`${menu.producto} · ${formatMoney(menu.precio)}`}</strong>
                    {` — ${menu.platos.join(', ')}`}
                  </Typography>
                ))}
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Why the day takes no order, change or cancellation any more: first thing under its title. */
function Closed({ text }: { text: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'text.secondary' }}
      data-testid="lunch-closed"
    >
      <LockClockIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
