import { stegaClean } from 'next-sanity';
import { VisualEditing } from 'next-sanity/visual-editing';
import { refreshPreview } from '../actions/refresh-preview';
import { LeavePreviewLink } from './LeavePreviewLink';

/** Click-to-edit overlays, a preview that follows the editor's typing, and a way out, rendered only while an editor previews drafts from the Studio. */
export function DraftModeTools({ label }: { label: string }) {
  return (
    <>
      <VisualEditing refresh={refreshPreview} />
      <LeavePreviewLink>{stegaClean(label)}</LeavePreviewLink>
    </>
  );
}
