/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { colors, mq, radius, space } from '@/styles/theme';
import { PLANS_ERROR_TITLE, RETRY } from '../constants';

const banner = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  alignItems: 'flex-start',
  padding: space.lg,
  borderRadius: radius.md,
  border: `1px solid ${colors.danger}`,
  background: colors.dangerTint,
  color: colors.ink,
  [mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
});
const title = css({ fontWeight: 700, color: colors.danger });

type PlansErrorProps = { message: string; retrying: boolean; onRetry: () => void };

export function PlansError({ message, retrying, onRetry }: PlansErrorProps) {
  return (
    <div role="alert" css={banner}>
      <div>
        <p css={title}>{PLANS_ERROR_TITLE}</p>
        <p>{message}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying && <Spinner size={16} />}
        {RETRY}
      </Button>
    </div>
  );
}
