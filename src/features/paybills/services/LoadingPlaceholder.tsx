import { loadingPlaceholder as styles } from './LoadingPlaceholder.styles';

type LoadingPlaceholderProps = { label: string; count: number; shape: 'tabs' | 'form' };

export function LoadingPlaceholder({ label, count, shape }: LoadingPlaceholderProps) {
  return (
    <div role="status" className={styles[shape]}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, key) => (
        <div key={key} className={shape === 'tabs' ? styles.tab : styles.formBar} />
      ))}
    </div>
  );
}
