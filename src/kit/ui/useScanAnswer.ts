/**
 * A reading station's answer (the lunch line, the bus door): it stays `ms`, then the camera
 * reopens — a new reader session, by its `readerKey` — and the typing field takes the focus
 * again for the next card.
 */
import { useEffect, useRef, useState } from 'react';

export function useScanAnswer<T>(ms: number) {
  const [shown, setShown] = useState<T | null>(null);
  const [readerKey, setReaderKey] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => {
      setShown(null);
      setReaderKey((k) => k + 1);
      field.current?.focus();
    }, ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return { shown, show: setShown, readerKey, field };
}
