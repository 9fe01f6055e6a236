import * as buttonStyles from '@/components/ui/button-styles';
import * as containerStyle from '@/components/ui/container-style';
import * as downloadCtaStyles from '@/features/about/download-cta-styles';
import * as faqStyles from '@/features/about/faq-styles';
import * as highlightsStyles from '@/features/about/highlights-styles';
import * as howItWorksStyles from '@/features/about/how-it-works-styles';
import * as roleStyles from '@/features/about/role-styles';
import * as whySectionStyles from '@/features/about/why-section-styles';
import * as legalDocumentStyles from '@/features/legal/legal-document-styles';
import * as paybillsStyles from '@/features/paybills/paybills-styles';
import * as paymentFormStyles from '@/features/paybills/payment-form-styles';
import * as cardStyle from '@/features/pricing/card-style';
import * as pricingStyles from '@/features/pricing/pricing-styles';

/**
 * Every style module of the site (`*-styles.ts`, `*-style.ts`; a unit test keeps this list whole):
 * the styles they export make the site's stylesheet.
 */
export const STYLE_MODULES: readonly object[] = [
  buttonStyles,
  containerStyle,
  downloadCtaStyles,
  faqStyles,
  highlightsStyles,
  howItWorksStyles,
  roleStyles,
  whySectionStyles,
  legalDocumentStyles,
  paybillsStyles,
  paymentFormStyles,
  cardStyle,
  pricingStyles,
];
