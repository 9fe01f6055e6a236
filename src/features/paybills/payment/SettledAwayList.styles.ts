import { css } from '@/styles/css';
import { colors, plainList, radius, space } from '@/styles/theme';
import { paymentsSection, paymentsTitle } from '../form-controls';

export const settledAwayList = {
  card: css([
    paymentsSection,
    { padding: space.md, borderRadius: radius.md, border: `1px solid ${colors.accent}`, background: colors.accentTint },
  ]),
  title: css(paymentsTitle),
  list: css({ display: 'grid', gap: space.sm, ...plainList }),
  item: css({ display: 'grid', gap: space.xs, justifyItems: 'start', lineHeight: 1.5 }),
};
