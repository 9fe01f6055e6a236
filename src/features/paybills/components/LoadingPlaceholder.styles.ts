import { classes } from '@/styles/css';
import { layout, radius, space, colors } from '@/styles/theme';
import { oneLineTab, pulse, tabGrid, twoLineTab } from './form-controls';

/** The placeholders' two shapes: the service tabs while they load, and a form's fields. */
export const loadingPlaceholder = classes({
  tabs: tabGrid,
  tab: { minHeight: twoLineTab, borderRadius: radius.md, background: colors.surface, ...pulse, ...oneLineTab },
  form: { display: 'grid', gap: space.sm },
  formBar: { height: layout.tapTarget, borderRadius: radius.md, background: colors.surface, ...pulse },
});
