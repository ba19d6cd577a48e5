/**
 * `#/controlacceso/permiss`: permits (spec part 2 §2 'permiss', §5; issue 16 item 2). The person
 * is found by document ('No Existe Usuario' otherwise), then date, time, type (1 Entrada,
 * 2 Salida) and observations, every one required ('Tienes Campos Vacios'); *Crear*. Below, the
 * permits of today and later, each deletable until the gate has used it.
 */
import { useState, type FormEvent } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import { ENTRY, EXIT } from '../../../domain/access';
import type { PermitPerson, PermitRow } from '../../../domain/accessPermits';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { PERMIT_COLUMN_KEYS, passageTypeKey } from '../keys';
import { EMPTY_FIELDS } from '../../../domain/transport';

const EMPTY = { fecha: '', hora: '', tipo: '', observaciones: '' };
const COMING = ['comingPermits'];

function ComingPermits() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const permits = useCallQuery(COMING, (dp) => dp.comingPermits());
  const [removing, setRemoving] = useState<PermitRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const remove = useCallMutation((dp, id: number) => dp.deletePermit(id), {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(COMING) }),
    onError: (err) => setMessage(err.message),
    onSettled: () => setRemoving(null),
  });
  const rows = permits.data ?? [];
  return (
    <Box component="section" aria-labelledby="coming-permits" sx={{ mt: 4 }}>
      <Typography id="coming-permits" variant="h6" component="h2" gutterBottom>
        {translate('access.permits.coming')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('access.permits.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="coming-permits" data-testid="coming-permits">
            <TableHead>
              <TableRow>
                {PERMIT_COLUMN_KEYS.map((key) => (
                  <TableCell key={key}>{translate(key)}</TableCell>
                ))}
                <TableCell align="right">{translate('app.generic.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.fecha}</TableCell>
                  <TableCell>{p.hora}</TableCell>
                  <TableCell>{translate(passageTypeKey(p.tipo))}</TableCell>
                  <TableCell>
                    {p.nombre}
                    <Typography variant="body2" color="text.secondary">
                      {p.num_doc}
                    </Typography>
                  </TableCell>
                  <TableCell>{p.observaciones}</TableCell>
                  <TableCell>
                    {p.usado ? (
                      <Chip size="small" label={translate('access.permits.used')} />
                    ) : (
                      translate('access.permits.pending')
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {!p.usado && (
                      <IconButton
                        aria-label={translate('access.permits.delete', { name: p.nombre })}
                        onClick={() => setRemoving(p)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Confirm
        isOpen={removing !== null}
        title="access.permits.delete_title"
        content={translate('access.permits.delete_confirm', {
          name: removing?.nombre ?? '',
          date: removing?.fecha ?? '',
        })}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
      />
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Box>
  );
}

export function PermitsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [document, setDocument] = useState('');
  const [person, setPerson] = useState<PermitPerson | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const lookup = useCallMutation((dp, doc: string) => dp.permitPerson(doc), {
    onSuccess: setPerson,
    onError: (err) => {
      setPerson(null);
      setMessage(err.message);
    },
  });
  const create = useCallMutation((dp, body: Parameters<typeof dp.createPermit>[0]) => dp.createPermit(body), {
    onSuccess: ({ message: done }) => {
      setMessage(done);
      setValues(EMPTY);
      setPerson(null);
      setDocument('');
      void queryClient.invalidateQueries({ queryKey: callKey(COMING) });
    },
    onError: (err) => setMessage(err.message),
  });

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!document.trim()) return setMessage(EMPTY_FIELDS);
    lookup.mutate(document);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Spec §5: every field is required, one message for any empty one.
    if (!person || Object.values(values).some((v) => !v.trim())) return setMessage(EMPTY_FIELDS);
    create.mutate({ idUser: person.id, ...values, tipo: Number(values.tipo) });
  };

  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const shrink = { inputLabel: { shrink: true } } as const;

  return (
    <Card sx={{ mt: 2, maxWidth: 1000 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('access.permits.title')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          onSubmit={search}
          sx={{ mb: 3, alignItems: { sm: 'center' } }}
        >
          <TextField
            label={translate('access.permits.document')}
            value={document}
            onChange={(e) => {
              setDocument(e.target.value);
              setPerson(null);
            }}
            autoFocus
            sx={{ width: { sm: 260 }, flexShrink: 0 }}
            slotProps={{ htmlInput: { 'data-testid': 'permit-document', autoComplete: 'off' } }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<SearchIcon />}
            disabled={lookup.isPending}
            sx={{ flexShrink: 0 }}
          >
            {translate('ra.action.search')}
          </Button>
          <TextField
            label={translate('access.permits.name')}
            value={person?.name ?? ''}
            slotProps={{ input: { readOnly: true }, ...shrink }}
            sx={{ flex: 1, minWidth: 220 }}
          />
        </Stack>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={translate('access.permits.date')}
              value={values.fecha}
              onChange={set('fecha')}
              required
              slotProps={shrink}
            />
            <TextField
              type="time"
              label={translate('access.permits.time')}
              value={values.hora}
              onChange={set('hora')}
              required
              slotProps={shrink}
            />
            <TextField
              select
              label={translate('access.permits.type')}
              value={values.tipo}
              onChange={set('tipo')}
              required
              sx={{ minWidth: 160 }}
            >
              {[ENTRY, EXIT].map((tipo) => (
                <MenuItem key={tipo} value={String(tipo)}>
                  {translate(passageTypeKey(tipo))}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={translate('access.permits.notes')}
            value={values.observaciones}
            onChange={set('observaciones')}
            required
            fullWidth
            multiline
            minRows={3}
            maxRows={6}
            sx={{ mt: 2 }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={create.isPending}>
            {translate('access.permits.create')}
          </Button>
        </Box>
        <ComingPermits />
        <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
      </CardContent>
    </Card>
  );
}
