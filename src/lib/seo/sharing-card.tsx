import { ImageResponse } from 'next/og';
import { colors } from '@/styles/theme';

export function sharingCard(productName: string, seo: { title: string; description: string | null }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: `linear-gradient(135deg, ${colors.primaryDark} 0%, ${colors.primary} 60%, ${colors.primaryBright} 100%)`,
        color: colors.white,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 20,
            background: colors.accent,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 44,
            color: colors.primaryDark,
          }}
        >
          {productName.charAt(0)}
        </div>
        <div style={{ fontSize: 44 }}>{productName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 68, lineHeight: 1.1, maxWidth: 1000 }}>{seo.title}</div>
        {seo.description && (
          <div style={{ fontSize: 30, lineHeight: 1.35, color: colors.onDarkMuted, maxWidth: 1000 }}>
            {seo.description}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', height: 10, width: 240, borderRadius: 5, background: colors.accent }} />
    </div>,
    { width: 1200, height: 630 },
  );
}
