import { contentImageAttributes, type ContentImageProps } from './ContentImage';
import { EagerImg } from './EagerImg';

/** The first-view CMS image. Its own module, so a page without one does not load `EagerImg`'s client reference. */
export function PriorityImage(props: ContentImageProps) {
  const attributes = contentImageAttributes(props, true);
  if (!attributes) return null;
  const markup = props.image?.inlineSvg;
  if (markup === undefined) return <EagerImg {...attributes} />;
  const name = attributes.alt ? { role: 'img', 'aria-label': attributes.alt } : { 'aria-hidden': true };
  return (
    <span
      {...name}
      className={attributes.className}
      style={attributes.style}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
