// Spec §3 global interface state: the exercise sound's volume (0–1, clamped) and mute are one shared state that
// screens set partly (the mute toggle leaves the volume as it is).
import { initialUiState, setVolume, uiSlice } from '../state/ui-slice';

test('volume starts at 0.8, unmuted, and stays within 0 and 1', () => {
  expect(initialUiState).toMatchObject({ volume: 0.8, muted: false });
  expect(uiSlice.reducer(initialUiState, setVolume({ volume: 1.7 })).volume).toBe(1);
  expect(uiSlice.reducer(initialUiState, setVolume({ volume: -0.2 })).volume).toBe(0);
  expect(uiSlice.reducer(initialUiState, setVolume({ volume: 0.35 })).volume).toBe(0.35);
});

test('muting keeps the volume, and a volume change keeps the mute', () => {
  const muted = uiSlice.reducer({ ...initialUiState, volume: 0.5 }, setVolume({ muted: true }));
  expect(muted).toMatchObject({ volume: 0.5, muted: true });
  expect(uiSlice.reducer(muted, setVolume({ volume: 0.9 }))).toMatchObject({ volume: 0.9, muted: true });
});
