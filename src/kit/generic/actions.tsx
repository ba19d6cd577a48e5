/** Buttons of the generic screens: Nuevo, Excel, Limpiar, Volver, row delete with confirmation. */
import { useState, type ReactNode } from 'react';
import {
  Button,
  Confirm,
  CreateButton,
  ExportButton,
  FilterButton,
  TopToolbar,
  type Identifier,
  useListContext,
  useNotify,
  useCreatePath,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCallMutation } from '../../dataProvider/hooks';
import { LIST_EXPORT_LIMIT } from '../../domain/envelope';

export function ClearFiltersButton() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Button
      label="app.generic.clear"
      onClick={() => setFilters({}, {})}
      disabled={Object.keys(filterValues).length === 0}
    >
      <ClearIcon />
    </Button>
  );
}

export function ListToolbar({ create = true, children }: { create?: boolean; children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <FilterButton />
      <ClearFiltersButton />
      {create && <CreateButton label="app.generic.new" />}
      <ExportButton label="app.generic.excel" maxResults={LIST_EXPORT_LIMIT} />
    </TopToolbar>
  );
}

/** Row buttons side by side, never wrapping under each other. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/** A compact row button: an icon with its name as tooltip and accessible name. A `to` makes it a link. */
export function RowAction({
  label,
  icon,
  to,
  onClick,
  color = 'primary',
}: {
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  color?: 'primary' | 'error';
}) {
  const stop = (e: React.MouseEvent) => {
    e.stopPropagation();
    onClick?.();
  };
  return (
    <Tooltip title={label}>
      {to ? (
        <IconButton component={Link} to={to} aria-label={label} color={color} size="small" onClick={stop}>
          {icon}
        </IconButton>
      ) : (
        <IconButton aria-label={label} color={color} size="small" onClick={stop}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

/** Edit, as a row action. */
export function EditRowButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <RowAction
      label={translate('ra.action.edit')}
      icon={<EditIcon fontSize="small" />}
      to={createPath({ resource, type: 'edit', id: record.id })}
    />
  );
}

export function BackButton() {
  const navigate = useNavigate();
  return (
    <TopToolbar>
      <Button label="ra.action.back" onClick={() => navigate(-1)}>
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}

/** Deletes after confirmation and shows the server's answer (it may deactivate instead). */
export function DeleteRowButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const remove = useCallMutation((dp, { resource, id }: { resource: string; id: Identifier }) =>
    dp.remove(resource, id),
  );
  if (!record || !resource) return null;
  const confirm = () =>
    remove.mutate(
      { resource, id: record.id },
      {
        onSuccess: (message) => {
          notify(message, { type: 'info' });
          refresh();
        },
        onError: (error) => notify(error.message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <RowAction
        label={translate('ra.action.delete')}
        color="error"
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title="ra.action.delete"
        content="app.generic.delete_confirm"
        confirm="app.generic.accept"
        cancel="ra.action.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
