/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { colors, focusRing, fontSize, layout, radius, space } from '@/styles/theme';
import { labelStyle, sectionCard } from './form-styles';
import { LabelledInput } from './LabelledInput';
import { LabelledSelect } from './LabelledSelect';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { StaticFormActions } from './StaticFormActions';

const periodList = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, border: 'none', padding: 0, margin: 0 });
const periodButton = css({
  minHeight: layout.tapTarget,
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  background: colors.white,
  color: colors.ink,
  fontFamily: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: colors.primary, background: colors.primaryTint, color: colors.primaryDark },
  '&:focus-visible': focusRing,
});
const phoneRow = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end', '& > div': { flex: '1 1 200px' } });

/**
 * Data Subscription and Airtime VTU, as static forms until purchases are wired up (spec section 2):
 * nothing is sent; Submit says so.
 */
export function TopUpForm({ idPrefix, withPeriods }: { idPrefix: string; withPeriods: boolean }) {
  const [period, setPeriod] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
  }
  function reset() {
    setPeriod(null);
    setSubmitted(false);
  }
  return (
    <form css={sectionCard} onSubmit={submit} onReset={reset} noValidate>
      <div css={phoneRow}>
        <LabelledInput id={`${idPrefix}-phone`} label={PAYBILLS_TEXT.phone} name="phone" type="tel" autoComplete="tel" maxLength={12} placeholder={PAYBILLS_TEXT.phonePlaceholder} />
        <Button variant="secondary">{PAYBILLS_TEXT.proceed}</Button>
      </div>
      {withPeriods && (
        <fieldset css={{ border: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm }}>
          <legend css={[labelStyle, { padding: 0, marginBottom: space.sm }]}>{PAYBILLS_TEXT.period}</legend>
          <div css={periodList}>
            {PAYBILLS_TEXT.periods.map((name) => (
              <button key={name} type="button" css={periodButton} aria-pressed={period === name} onClick={() => setPeriod(name)}>
                {name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <LabelledSelect id={`${idPrefix}-plan`} label={PAYBILLS_TEXT.plan} name="plan" defaultValue="">
        <option value="" disabled>
          {PAYBILLS_TEXT.selectPlan}
        </option>
        <option value="basic">Basic</option>
        <option value="standard">Standard</option>
        <option value="premium">Premium</option>
      </LabelledSelect>
      <LabelledInput id={`${idPrefix}-amount`} label={PAYBILLS_TEXT.amount} name="amount" type="number" min={50} inputMode="numeric" />
      <StaticFormActions submitted={submitted} />
    </form>
  );
}
