/**
 * Finds a credential three ways (ScanField): a typed document number, a USB scanner typing the
 * QR code followed by Enter, or the camera. A code is told from a document by its shape
 * (CRN + 24 characters).
 */
import { LOOKUP_HAS_CREDENTIAL, looksLikeCode, type CredentialLookup } from '../../domain/credentials';
import { useCallMutation } from '../../dataProvider/hooks';
import { ScanField } from './ScanField';

export interface CredentialFound {
  /** 1: the user holds a credential; 2: the user has none yet. */
  code: number;
  lookup: CredentialLookup;
}

export function CredentialSearch({
  label,
  onFound,
  fallback,
}: {
  label: string;
  onFound: (found: CredentialFound) => void;
  /**
   * Where the lookup goes when the server cannot be asked (a till's roster, issue 33): called with
   * the query and the failure, it answers what it found or throws its own refusal.
   */
  fallback?: (query: string, failure: unknown) => Promise<CredentialFound>;
}) {
  // The scan field awaits the lookup and shows its refusal in its dialog.
  const lookup = useCallMutation(async (dp, query: string): Promise<CredentialFound> => {
    try {
      if (looksLikeCode(query)) return { code: LOOKUP_HAS_CREDENTIAL, lookup: await dp.lookupByCode(query) };
      const result = await dp.lookupByDocument(query);
      return { code: result.code, lookup: result.data };
    } catch (failure) {
      if (fallback) return fallback(query, failure);
      throw failure;
    }
  });
  return <ScanField label={label} onSubmit={async (query) => onFound(await lookup.mutateAsync(query))} />;
}
