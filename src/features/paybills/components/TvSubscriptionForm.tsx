/** @jsxImportSource @emotion/react */
'use client';

import { type FormEvent, useState } from 'react';
import { sectionCard, twoColumns } from './form-styles';
import { LabelledInput } from './LabelledInput';
import { LabelledSelect } from './LabelledSelect';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
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
        <LabelledSelect id="tv-type" label={PAYBILLS_TEXT.tvType} name="tvType" defaultValue={PAYBILLS_TEXT.tvTypes[0]}>
          {PAYBILLS_TEXT.tvTypes.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </LabelledSelect>
        <LabelledSelect id="tv-package" label={PAYBILLS_TEXT.tvPackage} name="package" defaultValue="">
          <option value="" disabled>
            {PAYBILLS_TEXT.selectPackage}
          </option>
          <option value="basic">Basic</option>
          <option value="family">Family</option>
          <option value="premium">Premium</option>
        </LabelledSelect>
      </div>
      <LabelledInput id="tv-amount" label={PAYBILLS_TEXT.amount} name="amount" type="number" min={50} inputMode="numeric" />
      <LabelledInput id="tv-contact" label={PAYBILLS_TEXT.emailOrPhone} name="contact" autoComplete="email" />
      <StaticFormActions submitted={submitted} />
    </form>
  );
}
