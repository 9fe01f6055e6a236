import { supportReference as styles } from './SupportReference.styles';

export const SUPPORT_REFERENCE_TEXT = 'If you contact support, quote this reference:';

/** The id of the request that went wrong (nginx's X-Request-Id), for a visitor to quote: support finds it in every log. Nothing when there is none. */
export function SupportReference({ reference }: { reference: string | null | undefined }) {
  if (!reference) return null;
  return (
    <p className={styles.line}>
      {SUPPORT_REFERENCE_TEXT} <code className={styles.id}>{reference}</code>
    </p>
  );
}
