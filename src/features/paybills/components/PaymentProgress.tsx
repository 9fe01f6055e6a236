/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { colors, radius, space } from '@/styles/theme';
import type { PaymentController } from '@/features/paybills/use-payment';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';
import { actionsRow, sectionCard, stepTitle } from './form-styles';
import { Receipt } from './Receipt';

const waitingCard = css(sectionCard, { borderColor: colors.accent, background: colors.accentTint });
const failedCard = css(sectionCard, { borderColor: colors.danger, background: colors.dangerTint });
const detail = css({ color: colors.ink, lineHeight: 1.5 });
const statusLine = css({ display: 'flex', alignItems: 'center', gap: space.sm, padding: space.sm, borderRadius: radius.sm, color: colors.ink });

function Waiting({ title, body, payment }: { title: string; body: string; payment: PaymentController }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { checking } = payment.state;
  return (
    <section aria-labelledby="payment-status-heading" css={waitingCard}>
      <h3 id="payment-status-heading" ref={headingRef} tabIndex={-1} css={stepTitle}>
        {title}
      </h3>
      <p css={detail}>{body}</p>
      <p role="status" css={statusLine}>
        {checking && <Spinner />}
        {checking ? PAYBILLS_TEXT.checkingStatus : ''}
      </p>
      <div css={actionsRow}>
        <Button onClick={payment.checkStatus} disabled={checking}>
          {PAYBILLS_TEXT.checkStatus}
        </Button>
      </div>
    </section>
  );
}

function Failed({ payment }: { payment: PaymentController }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="payment-failed-heading" css={failedCard}>
      <h3 id="payment-failed-heading" ref={headingRef} tabIndex={-1} css={stepTitle}>
        {PAYBILLS_TEXT.failedTitle}
      </h3>
      <p role="alert" css={detail}>
        {payment.state.payment?.reason ?? payment.state.error}
      </p>
      <div css={actionsRow}>
        <Button onClick={payment.tryAgain}>{PAYBILLS_TEXT.tryAgain}</Button>
        <Button variant="ghost" onClick={payment.reset}>
          {PAYBILLS_TEXT.cancel}
        </Button>
      </div>
    </section>
  );
}

/** What follows Make Payment for every service: processing, status unknown, failed, or the receipt. */
export function PaymentProgress({ payment }: { payment: PaymentController }) {
  const { phase, attempt, payment: result } = payment.state;
  switch (phase) {
    case 'pending':
      return <Waiting title={PAYBILLS_TEXT.pendingTitle} body={PAYBILLS_TEXT.pendingBody} payment={payment} />;
    case 'unknown':
      return <Waiting title={PAYBILLS_TEXT.unknownTitle} body={PAYBILLS_TEXT.unknownBody} payment={payment} />;
    case 'failed':
      return <Failed payment={payment} />;
    case 'delivered':
      return attempt && result ? <Receipt order={attempt.order} payment={result} onNewPurchase={payment.reset} /> : null;
    default:
      return null;
  }
}

/** Whether the service's own form should give way to PaymentProgress. */
export function showsProgress(payment: PaymentController): boolean {
  return payment.state.phase !== 'idle' && payment.state.phase !== 'paying';
}
