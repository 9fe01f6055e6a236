export const CLOSE_ICON = 'M6 6l12 12M18 6 6 18';

type LineIconProps = {
  path: string;
  size: number;
  strokeWidth: number;
  className?: string;
};

export function LineIcon({ path, size, strokeWidth, className }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
