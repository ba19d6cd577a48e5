/**
 * `#/admin/validatecarnet` (top-up) and `#/admin/validatecarnet/desc` (deduction): find the
 * credential by document, USB scanner or camera, then go to its top-up or deduction page.
 */
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { hasPermission } from '../../../domain/permissions';
import { LOOKUP_NO_CREDENTIAL } from '../../../domain/credentials';
import { CredentialSearch, type CredentialFound } from '../../../kit/ui/CredentialSearch';

export function ValidateCredentialPage({ mode }: { mode: 'recarga' | 'descarga' }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const [withoutCredential, setWithoutCredential] = useState<CredentialFound['lookup']['user'] | null>(null);

  const found = ({ code, lookup }: CredentialFound) => {
    if (code === LOOKUP_NO_CREDENTIAL || !lookup.carnet) {
      setWithoutCredential(lookup.user);
      return;
    }
    navigate(`/admin/carnets/${mode === 'recarga' ? 'recargar' : 'descarga'}/${lookup.carnet.id}`);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate(
            mode === 'recarga' ? 'credentials.validate.top_up_title' : 'credentials.validate.deduction_title',
          )}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('credentials.validate.help')}
        </Typography>
        <CredentialSearch label={translate('credentials.validate.search')} onFound={found} />
        {withoutCredential && (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              hasPermission(permissions ?? [], 'carnets.list') ? (
                <Button
                  component={Link}
                  to={`/admin/carnets/create?doc=${encodeURIComponent(withoutCredential.num_doc)}`}
                >
                  {translate('credentials.validate.create')}
                </Button>
              ) : undefined
            }
          >
            {translate('credentials.validate.no_credential', { name: withoutCredential.name })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
