/**
 * The marks' icons, beside their words (the meaning is never in the icon or the colour alone): a bar too narrow
 * for the words shows the icon, and its name and tooltip say the words in full.
 */
const svg = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  // Beside words that may be cut short in a narrow bar, the icon keeps its size.
  style: { flexShrink: 0 },
} as const;

export function ConflictIcon() {
  return (
    <svg {...svg} aria-hidden focusable="false">
      <path d="M12 3 2 21h20L12 3z" />
      <path d="M12 10v5M12 18h.01" />
    </svg>
  );
}

export function EndingIcon() {
  return (
    <svg {...svg} aria-hidden focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
