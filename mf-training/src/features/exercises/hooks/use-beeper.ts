import { useCallback, useEffect, useRef } from 'react';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/**
 * Short sound cues with the Web Audio API (no audio files to download). Browsers allow sound only after a user
 * gesture, so `unlock` is called from the start button. Volume 0-1 and mute come from the shared ui state.
 */
export function useBeeper(volume: number, muted: boolean) {
  const context = useRef<AudioContext | null>(null);
  const settings = useRef({ volume, muted });
  settings.current = { volume, muted };

  useEffect(
    () => () => {
      void context.current?.close().catch(() => undefined);
      context.current = null;
    },
    [],
  );

  const unlock = useCallback(() => {
    const Ctx = audioContextClass();
    if (!Ctx) return;
    try {
      context.current ??= new Ctx();
      if (context.current.state === 'suspended') void context.current.resume().catch(() => undefined);
    } catch {
      // No audio device or a blocked context: the exercise works without sound.
      context.current = null;
    }
  }, []);

  /** One beep: `frequency` in Hz, `ms` long. */
  const beep = useCallback((frequency = 880, ms = 150) => {
    const ctx = context.current;
    const { volume: level, muted: silent } = settings.current;
    if (!ctx || silent || level <= 0) return;
    try {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const now = ctx.currentTime;
      const end = now + ms / 1000;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A short fade in and out avoids clicks; 0.3 keeps the loudest beep comfortable.
      gain.gain.setValueAtTime(0.0001, now);
      gain.gain.exponentialRampToValueAtTime(Math.max(0.0001, level * 0.3), now + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(now);
      oscillator.stop(end + 0.02);
    } catch {
      // Ignore: a missing sound must never break the exercise.
    }
  }, []);

  return { unlock, beep };
}
