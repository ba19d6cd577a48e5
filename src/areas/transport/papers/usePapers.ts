/**
 * The papers summary as the screens read it (`GET schoolroutes/papers`), asked only by whoever may
 * read it: the dashboard's card and the vehicles list's warning share its cache with the page.
 */
import { usePermissions } from 'react-admin';
import { useCallQuery } from '../../../dataProvider/hooks';
import { hasPermission } from '../../../domain/permissions';
import { needsAttention, PAPERS_READERS } from '../../../domain/transportPapers';

export function usePapers() {
  const { permissions } = usePermissions<string[]>();
  const allowed = PAPERS_READERS.some((key) => hasPermission(permissions ?? [], key));
  const query = useCallQuery(['transportPapers'], (dp) => dp.transportPapers(), { enabled: allowed });
  const due = query.data?.papeles.filter(needsAttention) ?? [];
  return { allowed, query, due };
}
