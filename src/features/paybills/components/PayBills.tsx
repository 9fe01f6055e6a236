/** @jsxImportSource @emotion/react */
'use client';

import { css, keyframes } from '@emotion/react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/Button';
import { errorMessage } from '@/lib/bills-api/client';
import { colors, fontSize, mq, radius, shadow, space } from '@/styles/theme';
import { useServiceTypes } from '@/features/paybills/api';
import { PANEL_ID, ServiceMenu, tabId } from './ServiceMenu';
import { ServicePanel } from './ServicePanel';
import { filterServiceTypes, selectedServiceType } from '@/features/paybills/service-types';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const layoutStyle = css({
  display: 'grid',
  gap: space.lg,
  alignItems: 'start',
  paddingBlock: `${space.sm} ${space.section}`,
  [mq.lg]: { gridTemplateColumns: '300px minmax(0, 1fr)', gap: space.xl },
});
const card = css({ background: colors.white, borderRadius: radius.lg, boxShadow: shadow.card, border: `1px solid ${colors.border}`, padding: space.md, [mq.md]: { padding: space.lg } });
const menuCard = css(card, { [mq.lg]: { position: 'sticky', top: space.lg } });
const panelCard = css(card, { minHeight: '320px', display: 'grid', gap: space.lg, alignContent: 'start' });
const menuTitleStyle = css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink });
const loadError = css({ padding: space.md, borderRadius: radius.md, background: colors.dangerTint, color: colors.danger, fontWeight: 600 });
const sandboxNote = css({ padding: `${space.sm} ${space.md}`, borderRadius: radius.md, background: colors.accentTint, color: colors.ink, border: `1px solid ${colors.accent}`, fontSize: fontSize.sm });
const panelTitle = css({ fontSize: fontSize.xl, fontWeight: 800, color: colors.ink });
const pulse = keyframes({ '50%': { opacity: 0.5 } });
const skeleton = css({
  height: '44px',
  borderRadius: radius.md,
  background: colors.surface,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  [mq.reducedMotion]: { animation: 'none' },
});

const noSubscription = () => () => undefined;
const serviceInAddress = () => new URLSearchParams(window.location.search).get('service');

/** The pay-bills module: the service menu on the left (above on phones) and the chosen service's form. */
type PayBillsProps = {
  menuTitle: string;
  menuSubtitle: string;
  /** The server relays to its sandbox (no bills API configured): say so, nothing here is real. */
  sandbox: boolean;
};

export function PayBills({ menuTitle, menuSubtitle, sandbox }: PayBillsProps) {
  const serviceTypes = useServiceTypes();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const all = serviceTypes.data ?? [];
  const tabs = filterServiceTypes(all, query);
  // /paybills?service=<identifier> (the home banner's links) opens that service until the visitor picks another.
  // Read as an external store: React reads it again once the router has updated the address after a
  // client-side navigation, and the server (which renders no tabs before the list arrives) reads none.
  const wanted = useSyncExternalStore(noSubscription, serviceInAddress, () => null);
  const fromUrl = selectedId === null ? all.find((serviceType) => serviceType.identifier === wanted) : undefined;
  const chosen = fromUrl ?? selectedServiceType(all, selectedId);
  // A search that hides the selected tab hides its panel too.
  const selected = chosen && tabs.includes(chosen) ? chosen : null;
  const panelName = selected && { 'aria-labelledby': tabId(selected) };


  return (
    <div css={layoutStyle}>
      <div css={menuCard}>
        <div css={{ marginBottom: space.md }}>
          <h2 id="service-menu-title" css={menuTitleStyle}>
            {menuTitle}
          </h2>
          <p css={{ color: colors.muted, marginTop: space.xs }}>{menuSubtitle}</p>
        </div>
        {serviceTypes.data && (
          <ServiceMenu
            labelledBy="service-menu-title"
            query={query}
            onQuery={setQuery}
            tabs={tabs}
            selectedId={selected?.id ?? null}
            onSelect={(serviceType) => setSelectedId(serviceType.id)}
          />
        )}
        {serviceTypes.isLoading && (
          <div role="status" css={{ display: 'grid', gap: space.sm }}>
            <span className="visually-hidden">{PAYBILLS_TEXT.servicesLoading}</span>
            {[0, 1, 2, 3].map((key) => (
              <div key={key} css={skeleton} />
            ))}
          </div>
        )}
      </div>
      <div css={panelCard} id={PANEL_ID} {...(selected ? { role: 'tabpanel', ...panelName } : {})}>
        {sandbox && (
          <p css={sandboxNote}>
            <strong>{PAYBILLS_TEXT.sandboxNotice}</strong> {PAYBILLS_TEXT.sandboxNoticeDetail}
          </p>
        )}
        {serviceTypes.error && (
          <>
            <p role="alert" css={loadError}>
              {errorMessage(serviceTypes.error)}
            </p>
            <div>
              <Button onClick={() => void serviceTypes.mutate()}>{PAYBILLS_TEXT.tryAgain}</Button>
            </div>
          </>
        )}
        {selected && (
          <>
            <h2 css={panelTitle}>{selected.name}</h2>
            <ServicePanel key={selected.id} serviceType={selected} />
          </>
        )}
      </div>
    </div>
  );
}
