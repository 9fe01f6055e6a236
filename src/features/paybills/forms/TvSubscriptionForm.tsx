/** @jsxImportSource @emotion/react */
'use client';

import { type FormEvent, useState } from 'react';
import { controlStyle, fieldStyle, labelStyle, sectionCard, twoColumns } from '../form-styles';
import { LabelledInput } from '../LabelledInput';
import { PAYBILLS_TEXT } from '../strings';
import { StaticFormActions } from './StaticFormActions';

/** TV Subscription, static until purchases are wired up (spec section 2): nothing is sent; Submit says so. */
export function TvSubscriptionForm() {
  const [submitted, setSubmitted] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
  }
  return (
    <form css={sectionCard} onSubmit={submit} onReset={() => setSubmitted(false)} noValidate>
      <div css={twoColumns}>
        <div css={fieldStyle}>
          <label htmlFor="tv-type" css={labelStyle}>
            {PAYBILLS_TEXT.tvType}
          </label>
          <select id="tv-type" name="tvType" css={controlStyle} defaultValue={PAYBILLS_TEXT.tvTypes[0]}>
            {PAYBILLS_TEXT.tvTypes.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div css={fieldStyle}>
          <label htmlFor="tv-package" css={labelStyle}>
            {PAYBILLS_TEXT.tvPackage}
          </label>
          <select id="tv-package" name="package" css={controlStyle} defaultValue="">
            <option value="" disabled>
              {PAYBILLS_TEXT.selectPackage}
            </option>
            <option value="basic">Basic</option>
            <option value="family">Family</option>
            <option value="premium">Premium</option>
          </select>
        </div>
      </div>
      <LabelledInput id="tv-amount" label={PAYBILLS_TEXT.amount} name="amount" type="number" min={50} inputMode="numeric" />
      <LabelledInput id="tv-contact" label={PAYBILLS_TEXT.emailOrPhone} name="contact" autoComplete="email" />
      <StaticFormActions submitted={submitted} />
    </form>
  );
}
