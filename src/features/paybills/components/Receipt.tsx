/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { colors, fontSize, radius, space } from '@/styles/theme';
import type { Payment } from '@/features/paybills/api';
import type { Order } from '@/features/paybills/payment-flow';
import { invoiceFileName, receiptRows } from '@/features/paybills/receipt';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';
import { actionsRow, definitionList, sectionCard, stepTitle } from './form-styles';

const card = css(sectionCard, { borderColor: colors.success });
const title = css(stepTitle, { color: colors.success });
const tokenBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  background: colors.successTint,
});
const tokenText = css({ fontSize: fontSize.xl, fontWeight: 800, letterSpacing: '0.04em', color: colors.ink, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** The receipt every service ends with: token (with copy), the purchase's rows and the PDF download. */
export function Receipt({ order, payment, onNewPurchase }: { order: Order; payment: Payment; onNewPurchase: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [copied, setCopied] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const rows = receiptRows(order, payment);
  const token = rows.find(([label]) => label === PAYBILLS_TEXT.token)?.[1];

  async function copy() {
    if (!payment.token) return;
    await navigator.clipboard?.writeText(payment.token).catch(() => undefined);
    setCopied(true);
  }

  async function download() {
    setPreparing(true);
    try {
      const { downloadInvoice } = await import('@/features/paybills/invoice');
      await downloadInvoice(rows, invoiceFileName(payment.requestId));
    } finally {
      setPreparing(false);
    }
  }

  return (
    <section aria-labelledby="receipt-heading" css={card}>
      <h3 id="receipt-heading" ref={headingRef} tabIndex={-1} css={title}>
        {PAYBILLS_TEXT.receiptTitle}
      </h3>
      {token && (
        <div css={tokenBox}>
          <div>
            <p css={{ fontSize: fontSize.sm, color: colors.muted, fontWeight: 700 }}>{PAYBILLS_TEXT.token}</p>
            <p css={tokenText} data-testid="receipt-token">
              {token}
            </p>
          </div>
          <Button variant="secondary" onClick={() => void copy()}>
            {PAYBILLS_TEXT.copyToken}
          </Button>
          <span role="status" className="visually-hidden">
            {copied ? PAYBILLS_TEXT.tokenCopied : ''}
          </span>
        </div>
      )}
      <dl css={definitionList}>
        {rows
          .filter(([label]) => label !== PAYBILLS_TEXT.token)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div css={actionsRow}>
        <Button onClick={() => void download()} disabled={preparing} aria-busy={preparing}>
          {preparing && <Spinner />}
          {PAYBILLS_TEXT.downloadInvoice}
        </Button>
        <Button variant="ghost" onClick={onNewPurchase}>
          {PAYBILLS_TEXT.newPurchase}
        </Button>
      </div>
    </section>
  );
}
