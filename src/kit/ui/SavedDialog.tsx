/**
 * The information dialog a save leaves for the list it returns to (a definition's
 * `savedDialog`: the transport screens' 'after create or update, the list and an information
 * dialog'). Kept in react-admin's store so that it survives the redirect.
 */
import { useStore } from 'react-admin';
import { InfoDialog } from './InfoDialog';

export const SAVED_DIALOG_KEY = 'app.savedDialog';

export function SavedDialog() {
  const [message, setMessage] = useStore<string | null>(SAVED_DIALOG_KEY, null);
  return <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />;
}
