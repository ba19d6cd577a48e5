/** "Inicio / Administración / Usuarios / Editar" from the current route and the permission tree. */
import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { PERMISSION_TREE, type PermissionNode } from '../../domain/permissions';

const EXTRA: Record<string, string> = {
  '/admin/users/profile': 'Perfil',
  '/admin/users/dels': 'Usuarios inactivos',
};

function trail(pathname: string): { label: string; to?: string }[] {
  let best: { chain: PermissionNode[]; length: number } | null = null;
  const walk = (nodes: PermissionNode[], chain: PermissionNode[]) => {
    for (const n of nodes) {
      const next = [...chain, n];
      if (n.path && (pathname === n.path || pathname.startsWith(`${n.path}/`)) && n.path.length > (best?.length ?? 0)) {
        best = { chain: next, length: n.path.length };
      }
      if (n.children) walk(n.children, next);
    }
  };
  walk(PERMISSION_TREE, []);
  const found = best as { chain: PermissionNode[]; length: number } | null;
  const items: { label: string; to?: string }[] = found
    ? found.chain.map((n) => ({ label: n.label, to: n.path }))
    : [];
  const rest = found ? pathname.slice(found.length).split('/').filter(Boolean) : [];
  if (EXTRA[pathname]) items.push({ label: EXTRA[pathname] });
  // The spec's create/{credential} and edit/{credential} (the locks) open one record's detail.
  else if (rest.length === 2 && (rest[0] === 'create' || rest[0] === 'edit')) items.push({ label: 'Detalle' });
  else if (rest[0] === 'create') items.push({ label: 'Nuevo' });
  else if (rest[0] === 'recargar') items.push({ label: 'Recargar' });
  else if (rest[0] === 'descarga') items.push({ label: 'Descargar' });
  else if (rest.length > 0 && found) items.push({ label: `Editar #${decodeURIComponent(rest[0])}` });
  return items;
}

export function Breadcrumb() {
  const { pathname } = useLocation();
  const items = trail(pathname);
  return (
    <Breadcrumbs aria-label="Ruta de navegación" sx={{ px: 1, pt: 1 }}>
      <MuiLink component={Link} to="/dashboard" underline="hover" color="inherit">
        Inicio
      </MuiLink>
      {items.map((item, i) =>
        item.to && i < items.length - 1 ? (
          <MuiLink key={i} component={Link} to={item.to} underline="hover" color="inherit">
            {item.label}
          </MuiLink>
        ) : (
          <Typography key={i} color={i === items.length - 1 ? 'text.primary' : 'inherit'}>
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
