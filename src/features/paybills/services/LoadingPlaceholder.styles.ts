import { css } from '@/styles/css';
import { layout, radius, space, colors } from '@/styles/theme';
import { oneLineTab, pulse, tabGrid, twoLineTab, withoutScripts } from '../form-controls';

export const loadingPlaceholder = {
  tabs: css([tabGrid, { [withoutScripts]: { display: 'none' } }]),
  tab: css({ minHeight: twoLineTab, borderRadius: radius.md, background: colors.surface, ...pulse, ...oneLineTab }),
  form: css({ display: 'grid', gap: space.sm, [withoutScripts]: { display: 'none' } }),
  formBar: css({ height: layout.tapTarget, borderRadius: radius.md, background: colors.surface, ...pulse }),
};
