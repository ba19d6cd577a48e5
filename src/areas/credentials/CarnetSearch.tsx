/**
 * Finds a credential three ways (ScanField): a typed document number, a USB scanner typing the
 * QR code followed by Enter, or the camera. A code is told from a document by its shape
 * (CRN + 24 characters).
 */
import { useDataProvider } from 'react-admin';
import { LOOKUP_HAS_CARNET, looksLikeCode, type CarnetLookup } from '../../domain/carnets';
import type { AppDataProvider } from '../../dataProvider';
import { ScanField } from '../../app/ui/ScanField';

export interface CarnetFound {
  /** 1: the user holds a credential; 2: the user has none yet. */
  code: number;
  lookup: CarnetLookup;
}

export function CarnetSearch({ label, onFound }: { label: string; onFound: (found: CarnetFound) => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const search = async (query: string) => {
    if (looksLikeCode(query)) {
      onFound({ code: LOOKUP_HAS_CARNET, lookup: await dataProvider.lookupByCode(query) });
    } else {
      const result = await dataProvider.lookupByDocument(query);
      onFound({ code: result.code, lookup: result.data });
    }
  };
  return <ScanField label={label} onSubmit={search} />;
}
