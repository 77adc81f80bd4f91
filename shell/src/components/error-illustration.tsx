/** Decorative illustration of the error screen (inline SVG, no external file). */
export function ErrorIllustration() {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="10" y="90" width="140" height="8" rx="4" fill="#D9F2F5" />
      <circle cx="80" cy="40" r="22" fill="#52C2D1" />
      <path
        d="M70 36h4M86 36h4M70 50q10-8 20 0"
        stroke="#0B3B42"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M58 90l10-28h24l10 28" fill="#52C2D1" />
    </svg>
  );
}
