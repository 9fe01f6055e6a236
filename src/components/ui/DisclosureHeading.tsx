import type { ReactNode } from 'react';

const ICON_PATHS = { plus: 'M12 5v14M5 12h14', chevron: 'm6 9 6 6 6-6' };

type DisclosureHeadingProps = {
  open: boolean;
  /** The id of the region the button shows and hides. */
  controls: string;
  onToggle: () => void;
  /** The icon after the label; the button's styles turn it while open. */
  icon: keyof typeof ICON_PATHS;
  className: string;
  children: ReactNode;
};

/** A heading whose button shows or hides the region below it (the WAI-ARIA disclosure pattern). */
export function DisclosureHeading({ open, controls, onToggle, icon, className, children }: DisclosureHeadingProps) {
  return (
    <h3>
      <button type="button" className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
        {children}
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d={ICON_PATHS[icon]} />
        </svg>
      </button>
    </h3>
  );
}
