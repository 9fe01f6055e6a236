/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { Spinner } from '@/components/ui/Spinner';
import { colors, focusRing, fontSize, layout, motion, mq, radius, space, translucent } from '@/styles/theme';
import type { Distributor, MeterType } from '@/features/paybills/api';
import { DistributorLogo } from './DistributorLogo';
import { choiceSurface, stepTitle } from './form-styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const radios = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, border: 'none', padding: 0, margin: 0 });
const legend = css({ fontWeight: 700, fontSize: fontSize.sm, marginBottom: space.sm, padding: 0 });
const radioLabel = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: layout.tapTarget,
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  cursor: 'pointer',
  fontWeight: 600,
  '&:has(input:checked)': { borderColor: colors.primary, background: colors.primaryTint, color: colors.primaryDark },
  '&:has(input:focus-visible)': focusRing,
  input: { width: 18, height: 18, accentColor: colors.primary, margin: 0 },
});
const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});
const tile = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  width: '100%',
  minHeight: '112px',
  padding: space.md,
  ...choiceSurface,
  textAlign: 'center',
  transition: `border-color ${motion.fast}, box-shadow ${motion.fast}, transform ${motion.fast}`,
  '&:hover:not(:disabled)': { borderColor: colors.primary, boxShadow: `0 6px 16px ${translucent.primaryGlow}`, transform: 'translateY(-1px)' },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  [mq.reducedMotion]: { '&:hover:not(:disabled)': { transform: 'none' } },
});
const loading = css({ display: 'flex', alignItems: 'center', gap: space.sm, color: colors.muted });

type DistributorPickerProps = {
  distributors: Distributor[] | undefined;
  distributorsError: string | null;
  meterType: MeterType;
  disabled: boolean;
  onMeterType: (meterType: MeterType) => void;
  onChoose: (distributor: Distributor) => void;
};

/** The prepaid/post-paid choice and the grid of distributors, shown when the meter alone was not enough. */
export function DistributorPicker({ distributors, distributorsError, meterType, disabled, onMeterType, onChoose }: DistributorPickerProps) {
  const options: Array<[MeterType, string]> = [
    ['prepaid', PAYBILLS_TEXT.prepaid],
    ['postpaid', PAYBILLS_TEXT.postpaid],
  ];
  return (
    <section aria-labelledby="distributor-heading" css={{ display: 'grid', gap: space.md }}>
      <fieldset css={radios} disabled={disabled}>
        <legend css={legend}>{PAYBILLS_TEXT.meterTypeLegend}</legend>
        {options.map(([value, label]) => (
          <label key={value} css={radioLabel}>
            <input type="radio" name="meterType" value={value} checked={meterType === value} onChange={() => onMeterType(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <h3 id="distributor-heading" css={stepTitle}>
        {PAYBILLS_TEXT.selectDistributor}
      </h3>
      {distributorsError && <p role="alert">{distributorsError}</p>}
      {!distributors && !distributorsError && (
        <p css={loading} role="status">
          <Spinner />
          {PAYBILLS_TEXT.distributorsLoading}
        </p>
      )}
      {distributors && (
        <ul css={grid}>
          {distributors.map((distributor) => (
            <li key={distributor.serviceId}>
              <button type="button" css={tile} disabled={disabled} onClick={() => onChoose(distributor)}>
                <DistributorLogo serviceId={distributor.serviceId} name={distributor.name} />
                <span>{distributor.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
