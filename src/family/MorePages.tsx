/**
 * The end of a list that grows page by page (a child's history, the notices): the next page comes
 * when the end scrolls into view, and a button stays for keyboards and browsers without
 * IntersectionObserver.
 */
import { useEffect, useRef } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { usePortal } from './i18n';

export function MorePages({
  hasMore,
  loading,
  onMore,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => Promise<void>;
  label: string;
}) {
  const { t } = usePortal();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const watcher = new IntersectionObserver((seen) => seen.some((s) => s.isIntersecting) && void onMore());
    watcher.observe(target);
    return () => watcher.disconnect();
  }, [hasMore, onMore]);
  return (
    <>
      <div ref={end} />
      {loading && <CircularProgress aria-label={t('loading')} />}
      {hasMore && !loading && (
        <Button onClick={() => void onMore()} sx={{ minHeight: 44 }}>
          {label}
        </Button>
      )}
    </>
  );
}
