/** @jsxImportSource @emotion/react */
'use client';

import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import { buttonStyles, type ButtonVariant } from './button-styles';

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: ButtonVariant; size?: 'md' | 'lg' };

/** A link that looks like a button. Site paths go through next/link; others are plain anchors. */
export function ButtonLink({ href, variant, size, ...props }: ButtonLinkProps) {
  if (href.startsWith('/')) return <Link href={href} css={buttonStyles(variant, size)} {...props} />;
  return <a href={href} css={buttonStyles(variant, size)} {...props} />;
}
