/**
 * A live page of one day (the absences, the kitchen's count): its board on the bus's topics, loaded
 * again at once when the day changes, and its data only when it is the day asked for — a slower
 * answer about the day before is never shown as this one's.
 */
import { useEffect, useRef } from 'react';
import { useLiveTopics, type LiveBoard } from './useLiveBoard';

export function useLiveDay<T extends { fecha: string }>(
  topics: readonly string[],
  fecha: string,
  load: () => Promise<T>,
  pollMs: number,
): LiveBoard<T> {
  const live = useLiveTopics(topics, load, pollMs);
  const { reload } = live;
  // Another day: load it now (the board loads by itself only at first).
  const shownDay = useRef(fecha);
  useEffect(() => {
    if (shownDay.current === fecha) return;
    shownDay.current = fecha;
    reload();
  }, [fecha, reload]);
  return { ...live, data: live.data?.fecha === fecha ? live.data : null };
}
