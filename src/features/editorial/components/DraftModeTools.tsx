import { stegaClean } from 'next-sanity';
import { VisualEditing } from 'next-sanity/visual-editing';
import { refreshPreview } from '../actions/refresh-preview';
import { LeavePreviewLink } from './LeavePreviewLink';

export function DraftModeTools({ label }: { label: string }) {
  return (
    <>
      <VisualEditing refresh={refreshPreview} />
      <LeavePreviewLink>{stegaClean(label)}</LeavePreviewLink>
    </>
  );
}
