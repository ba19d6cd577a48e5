/**
 * Spec part 1 §8: a call the server failed (5xx) or that got no answer shows 'Ocurrio un error
 * procesando la peticion.' in the 'Mensaje informativo' dialog with Aceptar, once for every screen
 * of the layout (the HTTP client reports it, src/dataProvider/failures.ts). The screen that made
 * the call still says what it could not do; a lost connection adds the network's sentence.
 */
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { httpFailures, type FailureRecord } from '../../dataProvider/failures';
import { InfoDialog } from '../../kit/ui/InfoDialog';

export function HttpFailureDialog({ failures = httpFailures }: { failures?: FailureRecord }) {
  const translate = useTranslate();
  const failure = useSyncExternalStore(failures.subscribe, failures.current);
  const message =
    translate('app.errors.server_error') +
    (failure?.kind === 'network' ? ` ${translate('app.errors.network')}` : '');
  return <InfoDialog open={failure !== null} message={message} onClose={failures.dismiss} />;
}
