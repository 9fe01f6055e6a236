/** A busy indicator (`label` for screen readers); an SVG that turns by itself (SMIL), so it needs no stylesheet or script. */
export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      style={{ display: 'inline-flex', flexShrink: 0 }}
    >
      <svg width={size} height={size} viewBox="0 0 18 18" fill="none" aria-hidden="true">
        {/* Three quarters of the ring drawn, one left open, as the ring turns. */}
        <circle cx="9" cy="9" r="7.5" stroke="currentColor" strokeWidth="3" strokeDasharray="35.3 11.8">
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 9 9"
            to="360 9 9"
            dur="0.7s"
            repeatCount="indefinite"
          />
        </circle>
      </svg>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
