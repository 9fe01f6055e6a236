import { contentImageAttributes, type ContentImageProps } from './ContentImage';
import { EagerImg } from './EagerImg';

/**
 * The page's first-view CMS image: fetched first, at high priority. Its own module, so that a page
 * without one (pay bills, pricing) does not load `EagerImg`'s client reference.
 */
export function PriorityImage(props: ContentImageProps) {
  const attributes = contentImageAttributes(props, true);
  return attributes && <EagerImg {...attributes} />;
}
