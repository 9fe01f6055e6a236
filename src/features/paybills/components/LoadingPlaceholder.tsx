/** Grey shapes standing in for what is loading, announced to screen readers by `label`. */
type LoadingPlaceholderProps = { label: string; count: number; className: string; shapeClassName: string };

export function LoadingPlaceholder({ label, count, className, shapeClassName }: LoadingPlaceholderProps) {
  return (
    <div role="status" className={className}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, key) => (
        <div key={key} className={shapeClassName} />
      ))}
    </div>
  );
}
