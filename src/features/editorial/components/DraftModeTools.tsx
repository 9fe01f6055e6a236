import { VisualEditing } from 'next-sanity/visual-editing';
import { colors, radius } from '@/styles/theme';
import { refreshPreview } from '../actions/refresh-preview';

/** Click-to-edit overlays, a preview that follows the editor's typing, and a way out, rendered only while an editor previews drafts from the Studio. */
export function DraftModeTools({ label }: { label: string }) {
  return (
    <>
      <VisualEditing refresh={refreshPreview} />
      {/* A full navigation to the route handler, which clears the draft cookie: not a page for <Link>. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/api/draft-mode/disable"
        style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 300, padding: '12px 20px', borderRadius: radius.pill, background: colors.ink, color: colors.white, fontWeight: 700 }}
      >
        {label}
      </a>
    </>
  );
}
