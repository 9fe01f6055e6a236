'use client';

import { useHydrated } from '@/hooks/use-hydrated';
import { formatNumber } from '@/lib/number-format';
import { CHARACTER_COUNT } from '../strings';
import { characterCount } from './CharacterCount.styles';

type CharacterCountProps = {
  id: string;
  length: number;
  limit: number;
  /** Shown from the first character (and as "Up to …" without JavaScript); otherwise from 80% of the limit. */
  always?: boolean;
};

const NEAR_LIMIT = 0.8;

/** How much of a field's limit is used; nothing is ever cut, and screen readers hear it announced only once it is over. */
export function CharacterCount({ id, length, limit, always = false }: CharacterCountProps) {
  const hydrated = useHydrated();
  const over = length > limit;
  if (!hydrated)
    return always ? (
      <p id={id} className={characterCount.count}>
        {CHARACTER_COUNT.upTo(formatNumber(limit))}
      </p>
    ) : null;
  if (!always && length < limit * NEAR_LIMIT) return <span id={id} hidden />;
  return (
    <p id={id} className={characterCount.count} data-over={over} aria-live={over ? 'polite' : 'off'}>
      {over
        ? CHARACTER_COUNT.over(formatNumber(length), formatNumber(limit), formatNumber(length - limit))
        : CHARACTER_COUNT.used(formatNumber(length), formatNumber(limit))}
    </p>
  );
}
