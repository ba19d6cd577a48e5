/**
 * A short two-tone beep made by the Web Audio API (an oscillator: no audio file to download or
 * cache). The browser lets a page sound only once a person has used it (the click that opened the
 * screen counts); the page's sound switch, a click too, starts the audio context at once.
 */
import { useCallback, useRef } from 'react';

export function useAlarmSound() {
  const context = useRef<AudioContext | null>(null);
  /** Called from a click: the browser then allows the page to sound. */
  const unlock = useCallback(() => {
    context.current ??= new AudioContext();
    void context.current.resume();
  }, []);
  const beep = useCallback(() => {
    const ctx = (context.current ??= new AudioContext());
    void ctx.resume();
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    // Two tones, high then low, as an alarm.
    oscillator.frequency.setValueAtTime(880, ctx.currentTime);
    oscillator.frequency.setValueAtTime(660, ctx.currentTime + 0.25);
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start();
    oscillator.stop(ctx.currentTime + 0.5);
  }, []);
  return { unlock, beep };
}
