/** The hero's drawing: a globe, a flight path and a graduation cap (inline SVG, no request). */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 360" aria-hidden="true" focusable="false" className={className}>
      <circle cx="200" cy="190" r="140" fill="#ffffff" fillOpacity=".08" />
      <circle cx="200" cy="190" r="110" fill="var(--color-brand-600)" />
      <g fill="none" stroke="var(--color-brand-300)" strokeOpacity=".7" strokeWidth="2">
        <ellipse cx="200" cy="190" rx="110" ry="40" />
        <ellipse cx="200" cy="190" rx="45" ry="110" />
        <path d="M90 190h220M200 80v220" />
      </g>
      <path
        d="M150 140c18-10 40-6 52 6s8 30-8 36-20 22-6 34M228 120c20 4 36 20 38 40"
        fill="none"
        stroke="var(--color-accent-300)"
        strokeWidth="10"
        strokeLinecap="round"
        strokeOpacity=".85"
      />
      <path d="M40 300C120 250 170 60 330 70" fill="none" stroke="#fff" strokeWidth="2.5" strokeDasharray="6 10" />
      <g transform="translate(318 58) rotate(20)">
        <path d="M-18 4l36-10 4 6-34 14z" fill="#fff" />
        <path d="M-2 -1l-8-14h7l12 12z M-8 10l-4 10h6l8-12z" fill="#fff" />
      </g>
      <g transform="translate(88 72)">
        <path d="M0 18L44 0l44 18-44 18z" fill="var(--color-accent-400)" />
        <path d="M18 27v16c8 8 44 8 52 0V27l-26 10z" fill="var(--color-accent-500)" />
        <path d="M80 22v22" stroke="var(--color-accent-300)" strokeWidth="3" />
        <circle cx="80" cy="46" r="4" fill="var(--color-accent-300)" />
      </g>
    </svg>
  );
}
