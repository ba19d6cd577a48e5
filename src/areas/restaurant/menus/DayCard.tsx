/**
 * A day of the fortnight: a school day with its menus to edit (add, change, remove), or a day
 * without classes with its reason (a weekend, a holiday), which takes no menus.
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { dayInWords } from '../../../kit/format';
import { emptyMenu, type DraftDay, type DraftMenu, type MenuProblems } from './fortnight';
import { MenuFields } from './MenuFields';
import type { Choice } from './useMenuChoices';

export function DayCard({
  day,
  services,
  products,
  errorsOf,
  dayError,
  onChange,
}: {
  day: DraftDay;
  services: Choice[];
  products: Choice[];
  /** A menu's field messages, in words. */
  errorsOf: (menu: DraftMenu) => MenuProblems;
  dayError?: string;
  onChange: (next: DraftDay) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = dayInWords(day.fecha, locale);
  const headingId = `day-${day.fecha}`;

  if (day.sin_clases !== null)
    return (
      <Paper variant="outlined" sx={{ px: 2, py: 1, bgcolor: 'action.hover' }} data-testid="menu-day-off">
        <Typography component="h3" variant="subtitle2">
          {title}
        </Typography>
        <Typography variant="body2">
          {translate('restaurant.menus.no_classes', { reason: day.sin_clases })}
        </Typography>
      </Paper>
    );

  const replace = (menu: DraftMenu, next: DraftMenu | null) =>
    onChange({
      ...day,
      menus: next
        ? day.menus.map((m) => (m.key === menu.key ? next : m))
        : day.menus.filter((m) => m.key !== menu.key),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ px: 2, py: 1.5 }}
      data-testid="menu-day"
      data-day={day.fecha}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...day, menus: [...day.menus, emptyMenu()] })}
          sx={{ minHeight: 44 }}
        >
          {translate('restaurant.menus.add')}
        </Button>
      </Stack>
      {dayError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {dayError}
        </Alert>
      )}
      {day.menus.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {translate('restaurant.menus.no_menus')}
        </Typography>
      ) : (
        <Box>
          {day.menus.map((menu, i) => (
            <Box key={menu.key}>
              {i > 0 && <Divider />}
              <MenuFields
                menu={menu}
                label={translate('restaurant.menus.menu_of_day', { n: i + 1, day: title })}
                services={services}
                products={products}
                errors={errorsOf(menu)}
                onChange={(next) => replace(menu, next)}
                onRemove={() => replace(menu, null)}
              />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
