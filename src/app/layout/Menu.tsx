/** The sidebar: the permission tree pruned to the user's keys and to pages that exist. */
import { useState } from 'react';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useLocation } from 'react-router-dom';
import { visibleTree, type PermissionNode } from '../../domain/permissions';
import { pageExists } from '../pages';
import { domainKeys } from '../../i18n/domain-messages';

function Group({ node }: { node: PermissionNode }) {
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const active = node.children?.some((c) => c.path && location.pathname.startsWith(c.path)) ?? false;
  const [open, setOpen] = useState(active);
  const translate = useTranslate();
  return (
    <>
      {/* A menuitem: the sidebar is a menu, and a menu holds menuitems (not plain buttons). */}
      <ListItemButton role="menuitem" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ pl: 2 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <FolderIcon fontSize="small" />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(domainKeys.menu(node.key))} />}
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {node.children?.map((child) => (
            <RaMenu.Item
              key={child.key}
              to={child.path ?? '/'}
              primaryText={translate(domainKeys.menu(child.key))}
              leftIcon={<ChevronRightIcon />}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export function Menu() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const tree = visibleTree(permissions ?? [], pageExists);
  return (
    <RaMenu>
      {tree.map((node) =>
        node.children ? (
          <Group key={node.key} node={node} />
        ) : (
          <RaMenu.Item
            key={node.key}
            to={node.path ?? '/'}
            primaryText={translate(domainKeys.menu(node.key))}
            leftIcon={<DashboardIcon />}
          />
        ),
      )}
    </RaMenu>
  );
}
