/**
 * What a child may not buy, on the portal (issue 32, item 4): the blocked categories and products,
 * the family's with a button to lift them, the school's marked as such; a search to block one more
 * (a category blocks every product in it). Each change is saved at once and applies from the next
 * purchase; the server keeps the school's blocks whatever the family sends.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Autocomplete,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  ListSubheader,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { FamilyBlock, FamilyCatalog, FamilyLimits, FamilyLimitsInput } from '../../domain/family';
import { formatMoney } from '../../domain/money';
import { familyApi } from '../api';
import { FormNotice, useSaving } from '../forms';
import { usePortal, type Translate } from '../i18n';

type Kind = 'categorias' | 'productos';
const CATEGORIES: Kind = 'categorias';
const PRODUCTS: Kind = 'productos';
interface Option {
  kind: Kind;
  id: number;
  name: string;
  group: string;
  detail: string;
}

/** What may still be blocked, grouped by store: its categories first, then its products. */
function optionsOf(catalog: FamilyCatalog, limits: FamilyLimits, t: Translate): Option[] {
  const blocked = {
    categorias: new Set(limits.categorias.map((b) => b.id)),
    productos: new Set(limits.productos.map((b) => b.id)),
  };
  const store = (id: number) => t(`stores.${id}`);
  const categories = catalog.categorias
    .filter((c) => !blocked.categorias.has(c.id))
    .map((c): Option => ({
      kind: 'categorias',
      id: c.id,
      name: c.name,
      group: t('blocks.category_group', { store: store(c.store) }),
      detail: '',
    }));
  const products = catalog.productos
    .filter((p) => !blocked.productos.has(p.id) && !blocked.categorias.has(p.id_category))
    .map((p): Option => ({
      kind: 'productos',
      id: p.id,
      name: p.name,
      group: t('blocks.product_group', { store: store(p.store) }),
      detail: formatMoney(p.price),
    }));
  return [...categories, ...products].sort(
    (a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name, 'es'),
  );
}

const familyIds = (blocks: readonly FamilyBlock[]) => blocks.filter((b) => b.por_familia).map((b) => b.id);

export function BlocksCard({
  childId,
  limits,
  onChange,
}: {
  childId: number;
  limits: FamilyLimits;
  onChange: (limits: FamilyLimits) => void;
}) {
  const { t } = usePortal();
  const allowed = limits.permitido.bloqueos;
  const [catalog, setCatalog] = useState<FamilyCatalog | null>(null);
  // No field of its own: every refusal shows at the top.
  const { busy, notice, save: saving } = useSaving(t('offline'));
  useEffect(() => {
    if (allowed) familyApi.catalog().then(setCatalog, () => setCatalog(null));
  }, [allowed]);
  const options = useMemo(() => (catalog ? optionsOf(catalog, limits, t) : []), [catalog, limits, t]);

  const save = (kind: Kind, ids: number[]) =>
    saving(async () => {
      const body: FamilyLimitsInput = { [kind]: ids };
      onChange((await familyApi.saveLimits(childId, body)).limits);
      return t('blocks.saved');
    });

  const listOf = (kind: Kind) => {
    const blocks = limits[kind];
    if (blocks.length === 0) return null;
    const title = t(`blocks.${kind === 'categorias' ? 'categories' : 'products'}`);
    return (
      <List
        dense
        aria-label={title}
        data-testid={`blocked-${kind}`}
        subheader={<ListSubheader disableGutters>{title}</ListSubheader>}
      >
        {blocks.map((b) => (
          <ListItem
            key={b.id}
            disableGutters
            secondaryAction={
              allowed && b.por_familia ? (
                <IconButton
                  edge="end"
                  aria-label={t('blocks.lift', { name: b.name })}
                  disabled={busy}
                  onClick={() =>
                    void save(
                      kind,
                      familyIds(blocks).filter((id) => id !== b.id),
                    )
                  }
                  sx={{ width: 44, height: 44 }}
                >
                  <CloseIcon />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemText primary={b.por_familia ? b.name : t('blocks.by_school', { name: b.name })} />
          </ListItem>
        ))}
      </List>
    );
  };
  const anyFromSchool = [...limits.productos, ...limits.categorias].some((b) => !b.por_familia);

  return (
    <Card variant="outlined" component="section" aria-labelledby="blocks-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="blocks-title">
            {t('blocks.title')}
          </Typography>
          <FormNotice notice={notice} />
          <Typography variant="body2">{allowed ? t('blocks.intro') : t('blocks.fixed')}</Typography>
          {limits.productos.length + limits.categorias.length === 0 && (
            <Typography>{t('blocks.none')}</Typography>
          )}
          {listOf(CATEGORIES)}
          {listOf(PRODUCTS)}
          {anyFromSchool && allowed && <Typography variant="body2">{t('blocks.school_note')}</Typography>}
          {allowed && (
            <Autocomplete
              options={options}
              groupBy={(o) => o.group}
              getOptionLabel={(o) => o.name}
              getOptionKey={(o) => `${o.kind}-${o.id}`}
              renderOption={({ key, ...props }, o) => (
                <li key={key} {...props}>
                  {o.detail ? `${o.name} · ${o.detail}` : o.name}
                </li>
              )}
              value={null}
              blurOnSelect
              // Never disabled (a greyed label is too faint to read): a pick while saving waits for the next.
              loading={!catalog}
              loadingText={t('loading')}
              noOptionsText={t('blocks.no_options')}
              onChange={(_e, o) => {
                if (o && !busy) void save(o.kind, [...familyIds(limits[o.kind]), o.id]);
              }}
              renderInput={(params) => <TextField {...params} label={t('blocks.add')} />}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
