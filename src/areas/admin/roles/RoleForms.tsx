/**
 * Roles: the generic create and edit, with the permission tree as the input of the role's keys.
 * The tree is this area's own input, given to the generic form by source, so the shared form
 * knows nothing of permissions.
 */
import { rolesResource } from '../../../domain/resources';
import { domainKeys } from '../../../i18n/domain-messages';
import { GenericCreate, GenericEdit } from '../../../kit/generic/GenericForm';
import { PermissionTreeInput } from './PermissionTreeInput';

const KEYS = 'function';

const ROLE_INPUTS = {
  [KEYS]: <PermissionTreeInput source={KEYS} label={domainKeys.field(rolesResource.name, KEYS)} />,
};

export const RoleCreate = () => <GenericCreate def={rolesResource} inputs={ROLE_INPUTS} />;

export const RoleEdit = () => <GenericEdit def={rolesResource} inputs={ROLE_INPUTS} />;
