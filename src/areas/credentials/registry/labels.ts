/** The screens name a credential's state and balance as its list does (the domain's labels). */
import { credentialsResource } from '../../../domain/resources/credentials';
import { domainKeys } from '../../../i18n/domain-messages';

export const STATE_LABEL = domainKeys.field(credentialsResource.name, 'active');
export const BALANCE_LABEL = domainKeys.field(credentialsResource.name, 'saldo');
export const stateName = (active: number) => domainKeys.option(credentialsResource.name, 'active', active);
