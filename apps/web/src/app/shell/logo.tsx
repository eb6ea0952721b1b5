/** The Wayfarer wordmark; the link around it names it for screen readers. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 150 32"
      className={className}
      aria-hidden="true"
      focusable="false"
      role="presentation"
    >
      <rect width="32" height="32" rx="8" fill="#0f3d3e" />
      <path
        d="M7 10l4 13 5-9 5 9 4-13"
        fill="none"
        stroke="#f4c95d"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="40" y="23" fontSize="19" fontWeight="700" fill="currentColor" fontFamily="inherit">
        Wayfarer
      </text>
    </svg>
  );
}
