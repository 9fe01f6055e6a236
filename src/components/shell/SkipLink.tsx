import { SHELL_TEXT } from './strings';
import { skipLink } from './SkipLink.styles';

export function SkipLink() {
  return (
    <a href="#main" className={skipLink.link}>
      {SHELL_TEXT.skipToContent}
    </a>
  );
}
