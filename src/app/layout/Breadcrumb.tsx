/** "Inicio / Administración / Usuarios / Editar" from the current route and the permission tree. */
import { useTranslate } from 'react-admin';
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { PERMISSION_TREE, type PermissionNode } from '../../domain/permissions';
import { domainKeys } from '../../i18n/domain-messages';

/** A step of the trail: a catalog key and its arguments. */
interface Step {
  label: string;
  args?: Record<string, string>;
  to?: string;
}

const EXTRA: Record<string, string> = {
  '/admin/users/profile': 'app.profile.title',
  '/admin/users/dels': 'app.breadcrumb.inactive_users',
  '/academic/students/import': 'academic.import.title',
  '/admin/carnets/print': 'credentials.print.title',
};

/** Pages of one record under a path: a receipt, a Z report. */
const EXTRA_UNDER: Record<string, string> = {
  '/admin/carnets/recibo/': 'credentials.receipt.title',
  '/admin/carnets/cashclose/': 'credentials.cashclose.z_title',
  '/schoolroutes/runs/': 'app.breadcrumb.detail',
};

function trail(pathname: string): Step[] {
  let best: { chain: PermissionNode[]; length: number } | null = null;
  const walk = (nodes: PermissionNode[], chain: PermissionNode[]) => {
    for (const n of nodes) {
      const next = [...chain, n];
      if (
        n.path &&
        (pathname === n.path || pathname.startsWith(`${n.path}/`)) &&
        n.path.length > (best?.length ?? 0)
      ) {
        best = { chain: next, length: n.path.length };
      }
      if (n.children) walk(n.children, next);
    }
  };
  walk(PERMISSION_TREE, []);
  const found = best as { chain: PermissionNode[]; length: number } | null;
  const items: Step[] = found ? found.chain.map((n) => ({ label: domainKeys.menu(n.key), to: n.path })) : [];
  const rest = found ? pathname.slice(found.length).split('/').filter(Boolean) : [];
  const under = Object.keys(EXTRA_UNDER).find((prefix) => pathname.startsWith(prefix));
  if (EXTRA[pathname]) items.push({ label: EXTRA[pathname] });
  else if (under) items.push({ label: EXTRA_UNDER[under] });
  // The spec's create/{credential} and edit/{credential} (the locks) open one record's detail.
  else if (rest.length === 2 && (rest[0] === 'create' || rest[0] === 'edit'))
    items.push({ label: 'app.breadcrumb.detail' });
  // A record's page that only shows it: the student file (`{id}/show`), a guardian's profile (`profile/{id}`).
  else if (rest.length === 2 && (rest[1] === 'show' || rest[0] === 'profile'))
    items.push({ label: 'app.breadcrumb.detail' });
  else if (rest[0] === 'create') items.push({ label: 'app.generic.new' });
  // The sale itself, once its customer is validated (`…/requests/recreate`).
  else if (rest[0] === 'recreate') items.push({ label: 'app.breadcrumb.sale' });
  else if (rest[0] === 'recargar') items.push({ label: 'app.breadcrumb.topup' });
  else if (rest[0] === 'descarga') items.push({ label: 'app.breadcrumb.deduct' });
  else if (rest.length > 0 && found)
    items.push({ label: 'app.breadcrumb.edit', args: { id: decodeURIComponent(rest[0]) } });
  return items;
}

export function Breadcrumb() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const items = trail(pathname);
  return (
    <Breadcrumbs aria-label={translate('app.breadcrumb.label')} sx={{ px: 1, pt: 1 }}>
      <MuiLink component={Link} to="/dashboard" underline="hover" color="inherit">
        {translate('app.breadcrumb.home')}
      </MuiLink>
      {items.map((item, i) =>
        item.to && i < items.length - 1 ? (
          <MuiLink key={i} component={Link} to={item.to} underline="hover" color="inherit">
            {translate(item.label, item.args)}
          </MuiLink>
        ) : (
          <Typography key={i} color={i === items.length - 1 ? 'text.primary' : 'inherit'}>
            {translate(item.label, item.args)}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
