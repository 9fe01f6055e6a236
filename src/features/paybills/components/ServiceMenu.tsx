/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useTabList } from '@/hooks/use-tab-list';
import { colors, focusRing, fontSize, layout, motion, mq, radius, space } from '@/styles/theme';
import type { ServiceType } from '@/features/paybills/api';
import { controlStyle, labelStyle } from './form-styles';
import { ServiceIcon } from './ServiceIcon';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';

const list = css({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.lg]: { gridTemplateColumns: '1fr' },
});
const tab = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  width: '100%',
  minHeight: layout.tapTarget,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  background: colors.white,
  color: colors.ink,
  fontFamily: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  transition: `background ${motion.fast}, border-color ${motion.fast}`,
  '&:hover': { borderColor: colors.primary },
  '&[aria-selected="true"]': { background: colors.primary, borderColor: colors.primary, color: colors.white },
  '&:focus-visible': focusRing,
  [mq.md]: { fontSize: fontSize.md },
});

export const tabId = (serviceType: ServiceType) => `service-tab-${serviceType.identifier}`;
export const PANEL_ID = 'service-panel';

type ServiceMenuProps = {
  labelledBy: string;
  query: string;
  onQuery: (query: string) => void;
  tabs: ServiceType[];
  selectedId: number | null;
  onSelect: (serviceType: ServiceType) => void;
};

/** The search box and the service-type tab list (arrow keys, Home and End move and select). */
export function ServiceMenu({ labelledBy, query, onQuery, tabs, selectedId, onSelect }: ServiceMenuProps) {
  const focusable = tabs.some((serviceType) => serviceType.id === selectedId) ? selectedId : tabs[0]?.id;
  const { onKeyDown, tabRef } = useTabList(tabs.length, (index) => {
    const target = tabs[index];
    if (target) onSelect(target);
  });

  return (
    <div css={{ display: 'grid', gap: space.md }}>
      <div css={{ display: 'grid', gap: space.xs }}>
        <label htmlFor="service-search" css={labelStyle}>
          {PAYBILLS_TEXT.searchLabel}
        </label>
        <input id="service-search" type="search" css={controlStyle} placeholder={PAYBILLS_TEXT.searchPlaceholder} value={query} onChange={(event) => onQuery(event.target.value)} />
      </div>
      {tabs.length === 0 ? (
        <p role="status" css={{ color: colors.muted }}>
          {PAYBILLS_TEXT.noServiceMatch}
        </p>
      ) : (
        <div role="tablist" aria-labelledby={labelledBy} aria-orientation="vertical" css={list}>
          {tabs.map((serviceType, index) => {
            const selected = serviceType.id === selectedId;
            return (
              <button
                key={serviceType.id}
                ref={tabRef(index)}
                id={tabId(serviceType)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? PANEL_ID : undefined}
                tabIndex={serviceType.id === focusable ? 0 : -1}
                css={tab}
                onClick={() => onSelect(serviceType)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <ServiceIcon identifier={serviceType.identifier} />
                {serviceType.name}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
