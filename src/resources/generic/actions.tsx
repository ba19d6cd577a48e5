/** Buttons of the generic screens: Nuevo, Excel, Limpiar, Volver, row delete with confirmation. */
import { useState, type ReactNode } from 'react';
import {
  Button,
  Confirm,
  CreateButton,
  ExportButton,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AppDataProvider } from '../../dataProvider';

export const DELETE_CONFIRM = '¿Confirma que deseas eliminar el elemento?';

export function ClearFiltersButton() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Button label="Limpiar" onClick={() => setFilters({}, {})} disabled={Object.keys(filterValues).length === 0}>
      <ClearIcon />
    </Button>
  );
}

export function ListToolbar({ create = true, children }: { create?: boolean; children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <ClearFiltersButton />
      {create && <CreateButton label="Nuevo" />}
      <ExportButton label="Excel" maxResults={10000} />
    </TopToolbar>
  );
}

/** Row buttons side by side, never wrapping under each other. */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>{children}</Box>;
}

export function BackButton() {
  const navigate = useNavigate();
  return (
    <TopToolbar>
      <Button label="Volver" onClick={() => navigate(-1)}>
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}

/** Deletes after confirmation and shows the server's answer (it may deactivate instead). */
export function DeleteRowButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      const message = await dataProvider.remove(resource, record.id);
      notify(message, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label="Eliminar"
        color="error"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="Eliminar"
        content={DELETE_CONFIRM}
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
