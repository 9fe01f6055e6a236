import * as buttonStyles from '@/components/ui/button-styles';
import * as containerStyle from '@/components/ui/container-style';
import * as contactFormStyles from '@/features/contact/contact-form-styles';
import * as contactLayoutStyles from '@/features/contact/contact-layout-styles';
import * as contactTilesStyles from '@/features/contact/contact-tiles-styles';
import * as carouselStyles from '@/features/home/carousel-styles';
import * as heroStyles from '@/features/home/hero-styles';
import * as platformCardStyles from '@/features/home/platform-card-styles';
import * as promoBannerStyles from '@/features/home/promo-banner-styles';
import * as revealStyle from '@/features/home/reveal-style';
import * as searchResultsStyles from '@/features/home/search-results-styles';
import * as whatIsStyles from '@/features/home/what-is-styles';

/**
 * Every style module of the site (`*-styles.ts`, `*-style.ts`; a unit test keeps this list whole):
 * the styles they export make the site's stylesheet.
 */
export const STYLE_MODULES: readonly object[] = [
  buttonStyles,
  containerStyle,
  contactFormStyles,
  contactLayoutStyles,
  contactTilesStyles,
  carouselStyles,
  heroStyles,
  platformCardStyles,
  promoBannerStyles,
  revealStyle,
  searchResultsStyles,
  whatIsStyles,
];
