import { callToActionSection } from './callToActionSection';
import { carouselSection } from './carouselSection';
import { faqSection } from './faqSection';
import { heroSection } from './heroSection';
import { howItWorksSection } from './howItWorksSection';
import { payBillsSection } from './payBillsSection';
import { platformCardsSection } from './platformCardsSection';
import { pricingSection } from './pricingSection';
import { promoBannerSection } from './promoBannerSection';
import { richTextSection } from './richTextSection';
import { roleCardsSection } from './roleCardsSection';

/** The sections a landing page is built from, in the order the Studio offers them. */
export const sectionTypes = [
  heroSection,
  carouselSection,
  platformCardsSection,
  promoBannerSection,
  faqSection,
  howItWorksSection,
  roleCardsSection,
  richTextSection,
  callToActionSection,
  payBillsSection,
  pricingSection,
];
