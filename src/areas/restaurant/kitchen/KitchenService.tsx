/**
 * One service of the kitchen's day: its portions, the alternatives by allergen, cancelled, served
 * and spare; each menu's figures with its courses; then who eats, by course, for the serving line
 * (an alternative named with its allergens, a served child ticked). Printed as it shows.
 */
import { useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Kitchen } from '../../../domain/kitchen';
import { domainKeys } from '../../../i18n/domain-messages';
import { allergenCounts, FIGURES, lineGroups, serviceTotals } from './kitchenView';

type Service = Kitchen['servicios'][number];

/** A figure's column title. */
export const figureKey = (figure: string) => `restaurant.kitchen.figures.${figure}`;

export function useAllergenName() {
  const translate = useTranslate();
  return (key: string) => translate(domainKeys.option('inventory/products', 'alergenos', key), { _: key });
}

export function KitchenService({ service, columns }: { service: Service; columns: number }) {
  const translate = useTranslate();
  const allergenName = useAllergenName();
  const totals = serviceTotals(service);
  const name = service.servicio ?? translate('restaurant.kitchen.all_services');
  const id = `kitchen-service-${service.id_servicio ?? 'all'}`;
  const allergens = allergenCounts(service.por_alergeno);
  const summary = [
    translate('restaurant.kitchen.sum.portions', { n: totals.porciones }),
    translate('restaurant.kitchen.sum.alternatives', { n: totals.alternativas }),
    translate('restaurant.kitchen.sum.cancelled', { n: totals.cancelados }),
    translate('restaurant.kitchen.sum.served', { n: totals.servidos }),
    translate('restaurant.kitchen.sum.spare', { n: totals.libres }),
  ];

  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ mt: 2, breakInside: 'avoid-page' }}
      data-testid="kitchen-service"
    >
      <Typography id={id} variant="h6" component="h2" sx={{ '@media print': { fontSize: '1.15em' } }}>
        {name}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="kitchen-summary">
        {summary.join(' · ')}
      </Typography>
      {allergens.length > 0 && (
        <Typography variant="body2" data-testid="kitchen-allergens">
          {translate('restaurant.kitchen.by_allergen', {
            list: allergens.map((a) => `${allergenName(a.allergen)} ${a.count}`).join(', '),
          })}
        </Typography>
      )}
      {/* Scrolls sideways on a narrow screen: focusable, so a keyboard scrolls it too. */}
      <Box
        role="region"
        tabIndex={0}
        aria-label={translate('restaurant.kitchen.menus_of', { service: name })}
        sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}
      >
        <Table
          size="small"
          sx={{ mt: 1, '& th, & td': { px: 1 } }}
          aria-label={translate('restaurant.kitchen.menus_of', { service: name })}
        >
          <TableHead>
            <TableRow>
              <TableCell>{translate('restaurant.kitchen.menu')}</TableCell>
              {FIGURES.map((f) => (
                <TableCell key={f} align="right">
                  {translate(figureKey(f))}
                </TableCell>
              ))}
              <TableCell align="right">{translate('restaurant.kitchen.figures.sobrantes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {service.menus.map((menu) => (
              <TableRow key={menu.id_menu}>
                <TableCell sx={{ minWidth: 220 }}>
                  <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
                    {menu.producto}
                  </Typography>
                  <Typography
                    component="span"
                    color="text.secondary"
                    sx={{ display: 'block', fontSize: '0.9em' }}
                  >
                    {menu.platos.join(' · ')}
                  </Typography>
                </TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f} align="right" sx={f === 'porciones' ? { fontWeight: 700 } : undefined}>
                    {menu[f]}
                  </TableCell>
                ))}
                <TableCell align="right">{menu.sobrantes ?? '—'}</TableCell>
              </TableRow>
            ))}
            {service.menus.length > 1 && (
              <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                <TableCell>{translate('restaurant.kitchen.total')}</TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f} align="right">
                    {totals[f]}
                  </TableCell>
                ))}
                <TableCell align="right">{totals.sobrantes ?? '—'}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
        {translate('restaurant.kitchen.line_title')}
      </Typography>
      {service.cursos.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {translate('restaurant.kitchen.no_diners')}
        </Typography>
      ) : (
        <Box
          sx={{
            columnCount: { xs: 1, sm: 2, md: columns },
            columnGap: 3,
            '@media print': { columnCount: columns },
          }}
        >
          {lineGroups(service).map((group) => (
            <Typography
              key={group.curso}
              variant="body2"
              sx={{ mb: 0.5, breakInside: 'avoid-column', fontSize: 'inherit' }}
              data-testid="kitchen-course"
            >
              <Box component="strong">
                {translate('restaurant.kitchen.course', { course: group.curso, n: group.diners.length })}
              </Box>{' '}
              {group.diners.map((d, i) => (
                <Box component="span" key={d.id}>
                  {i > 0 && translate('restaurant.kitchen.separator')}
                  <Box component="span" sx={d.alternativa ? { fontWeight: 700 } : undefined}>
                    {d.servido ? translate('restaurant.kitchen.served_name', { name: d.nombre }) : d.nombre}
                  </Box>
                  {d.alternativa && (
                    <Box component="span">
                      {' '}
                      {translate('restaurant.kitchen.alternative', {
                        meal: d.alternativa,
                        allergens: d.alergenos.map(allergenName).join(', '),
                      })}
                    </Box>
                  )}
                </Box>
              ))}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
