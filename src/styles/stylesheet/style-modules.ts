import * as buttonStyles from '@/components/ui/button-styles';
import * as containerStyle from '@/components/ui/container-style';

/**
 * Every style module of the site (`*-styles.ts`, `*-style.ts`; a unit test keeps this list whole):
 * the styles they export make the site's stylesheet.
 */
export const STYLE_MODULES: readonly object[] = [
  buttonStyles,
  containerStyle,
];
