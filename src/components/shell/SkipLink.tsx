/** @jsxImportSource @/styles/server-jsx */

import { SHELL_TEXT } from './strings';
import { skip } from './skip-link-styles';

export function SkipLink() {
  return (
    <a href="#main" css={skip}>
      {SHELL_TEXT.skipToContent}
    </a>
  );
}
