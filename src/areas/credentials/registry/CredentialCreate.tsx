/**
 * `#/admin/carnets/create`: search the user by document ('Documento de usuario a buscar');
 * the form appears only when the user exists and has no credential yet.
 */
import { useState } from 'react';
import { Title, useCreate, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LOOKUP_HAS_CREDENTIAL } from '../../../domain/credentials';
import { CREDENTIAL_STATES } from '../../../domain/resources/credentials';
import { useCallMutation } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { RequirePermission } from '../../../kit/RequirePermission';
import { STATE_LABEL, stateName } from './labels';

function CreateForm() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [document, setDocument] = useState(params.get('doc') ?? '');
  const [active, setActive] = useState<0 | 1>(1);
  const [message, setMessage] = useState<string | null>(null);
  // The user found is the lookup's answer: none while a search runs or after a refusal.
  const lookup = useCallMutation((dp, doc: string) => dp.lookupByDocument(doc));
  const found = lookup.data;

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    if (!document.trim()) {
      lookup.reset();
      setMessage(translate('credentials.create.document_required'));
      return;
    }
    lookup.mutate(document, { onError: (err) => setMessage(err.message) });
  };

  const save = () => {
    if (!found) return;
    create(
      'admin/carnets',
      { data: { id_user_primary: found.data.user.id, active } },
      {
        onSuccess: (credential) => {
          notify(translate('credentials.create.created'), { type: 'success' });
          navigate(`/admin/carnets/recargar/${credential.id}`);
        },
        onError: (err) => setMessage(err instanceof Error ? err.message : String(err)),
      },
    );
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack component="form" direction="row" spacing={2} onSubmit={search} sx={{ mb: 3 }}>
          <TextField
            label={translate('credentials.create.document')}
            value={document}
            onChange={(e) => setDocument(e.target.value)}
            autoFocus
            autoComplete="off"
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={lookup.isPending}>
            {lookup.isPending ? (
              <CircularProgress size={20} color="inherit" />
            ) : (
              translate('ra.action.search')
            )}
          </Button>
        </Stack>
        {found?.code === LOOKUP_HAS_CREDENTIAL && found.data.carnet && (
          <Alert
            severity="info"
            action={
              <Button component={Link} to={`/admin/carnets/${found.data.carnet.id}`}>
                {translate('credentials.create.see_credential')}
              </Button>
            }
          >
            {translate('credentials.create.has_credential', { name: found.data.user.name })}
          </Alert>
        )}
        {found && found.code !== LOOKUP_HAS_CREDENTIAL && (
          <Stack spacing={2}>
            <Typography variant="h6">{found.data.user.name}</Typography>
            <Typography color="text.secondary">
              {translate('credentials.card.document', { document: found.data.user.num_doc })}
            </Typography>
            <TextField
              select
              label={translate(STATE_LABEL)}
              value={active}
              onChange={(e) => setActive(Number(e.target.value) as 0 | 1)}
              sx={{ maxWidth: 240 }}
            >
              {CREDENTIAL_STATES.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {translate(stateName(s.id))}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={save} disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
              {translate('ra.action.save')}
            </Button>
          </Stack>
        )}
      </CardContent>
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Card>
  );
}

export function CredentialCreate() {
  return (
    <RequirePermission keys="carnets.list">
      <Title title="credentials.create.title" />
      <CreateForm />
    </RequirePermission>
  );
}
