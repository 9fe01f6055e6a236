import { css } from '@/styles/css';
import { colors, layout, mq, radius, space } from '@/styles/theme';
import { oneLineTab, pulse, tabGrid, twoLineTab } from '../form-controls';

export const loadingPlaceholder = {
  tabs: css([tabGrid, { [mq.noScript]: { display: 'none' } }]),
  tab: css({ minHeight: twoLineTab, borderRadius: radius.md, background: colors.surface, ...pulse, ...oneLineTab }),
  form: css({ display: 'grid', gap: space.sm, [mq.noScript]: { display: 'none' } }),
  formBar: css({ height: layout.tapTarget, borderRadius: radius.md, background: colors.surface, ...pulse }),
};
