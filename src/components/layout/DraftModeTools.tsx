import { draftMode } from 'next/headers';
import { VisualEditing } from 'next-sanity/visual-editing';
import { draftClient } from '@/lib/sanity/draft-client';

/** Click-to-edit overlays and a way out, only while an editor previews drafts from the Studio. */
export async function DraftModeTools() {
  if (!draftClient || !(await draftMode()).isEnabled) return null;
  return (
    <>
      <VisualEditing />
      <a href="/api/draft-mode/disable" style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 300, padding: '12px 20px', borderRadius: 999, background: '#14201B', color: '#fff', fontWeight: 700 }}>
        Leave preview
      </a>
    </>
  );
}
