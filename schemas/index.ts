import { category } from './documents/category';
import { contactMessage } from './documents/contactMessage';
import { faqItem } from './documents/faqItem';
import { howItWorksTab } from './documents/howItWorksTab';
import { legalPage } from './documents/legalPage';
import { page } from './documents/page';
import { platformCard } from './documents/platformCard';
import { post } from './documents/post';
import { redirect } from './documents/redirect';
import { roleCard } from './documents/roleCard';
import { searchSynonym } from './documents/searchSynonym';
import { whyItem } from './documents/whyItem';
import { author } from './objects/author';
import { callout } from './objects/callout';
import { contactDetails } from './objects/contactDetails';
import { ctaLink } from './objects/ctaLink';
import { decorativeImage } from './objects/decorativeImage';
import { illustration } from './objects/illustration';
import { navLink } from './objects/navLink';
import { promoPanel } from './objects/promoPanel';
import { richText } from './objects/richText';
import { sectionTypes } from './objects/sections';
import { seo } from './objects/seo';
import { socialLink } from './objects/socialLink';
import { step } from './objects/step';
import { aboutPage } from './singletons/aboutPage';
import { comingSoonPage } from './singletons/comingSoonPage';
import { contactPage } from './singletons/contactPage';
import { homePage } from './singletons/homePage';
import { newsPage } from './singletons/newsPage';
import { payBillsPage } from './singletons/payBillsPage';
import { pricingPage } from './singletons/pricingPage';
import { siteChrome } from './singletons/siteChrome';
import { siteSettings } from './singletons/siteSettings';

export const singletonTypes = [
  siteSettings,
  siteChrome,
  homePage,
  aboutPage,
  contactPage,
  comingSoonPage,
  payBillsPage,
  pricingPage,
  newsPage,
];

const documentTypes = [
  page,
  post,
  redirect,
  category,
  platformCard,
  howItWorksTab,
  faqItem,
  roleCard,
  whyItem,
  legalPage,
  contactMessage,
  searchSynonym,
];

const objectTypes = [
  seo,
  illustration,
  decorativeImage,
  navLink,
  ctaLink,
  step,
  socialLink,
  promoPanel,
  contactDetails,
  richText,
  callout,
  author,
  ...sectionTypes,
];

export const schemaTypes = [...singletonTypes, ...documentTypes, ...objectTypes];
