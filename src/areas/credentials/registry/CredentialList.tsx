import { Button, useRecordContext, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import AddCardIcon from '@mui/icons-material/AddCard';
import PrintIcon from '@mui/icons-material/Print';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutline';
import { credentialsResource } from '../../../domain/resources';
import { hasPermission } from '../../../domain/permissions';
import { GenericList } from '../../../kit/generic/GenericList';
import { RowAction } from '../../../kit/generic/actions';
import { domainKeys } from '../../../i18n/domain-messages';
import { StudentFileButton } from '../../academic';

function MoneyButtons() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  if (!record) return null;
  const keys = permissions ?? [];
  return (
    <>
      {hasPermission(keys, 'carnets.recharge') && (
        <RowAction
          label={translate('credentials.money.top_up')}
          icon={<AddCardIcon fontSize="small" />}
          to={`/admin/carnets/recargar/${record.id}`}
        />
      )}
      {hasPermission(keys, 'carnets.discharge') && (
        <RowAction
          label={translate('credentials.money.deduct')}
          icon={<RemoveCircleIcon fontSize="small" />}
          to={`/admin/carnets/descarga/${record.id}`}
        />
      )}
    </>
  );
}

export const CredentialList = () => (
  <GenericList
    def={credentialsResource}
    toolbar={
      <Button component={Link} to="/admin/carnets/print" label="credentials.print.open_many">
        <PrintIcon />
      </Button>
    }
    rowActions={
      <>
        <MoneyButtons />
        <StudentFileButton source="id_user_primary" />
      </>
    }
  />
);

/** `#/admin/carnets/list_no_actions`: the same list to consult, without Nuevo or row actions. */
export const CredentialNoActionsList = () => (
  <GenericList
    def={credentialsResource}
    resource="admin/carnets/no/accion"
    title={domainKeys.menu('carnets.noactions')}
    create={false}
    edit={false}
    remove={false}
  />
);
