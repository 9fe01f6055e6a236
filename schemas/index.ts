import { category } from './documents/category';
import { contactMessage } from './documents/contactMessage';
import { faqItem } from './documents/faqItem';
import { howItWorksTab } from './documents/howItWorksTab';
import { legalPage } from './documents/legalPage';
import { platformCard } from './documents/platformCard';
import { roleCard } from './documents/roleCard';
import { searchSynonym } from './documents/searchSynonym';
import { whyItem } from './documents/whyItem';
import { contactDetails } from './objects/contactDetails';
import { decorativeImage } from './objects/decorativeImage';
import { illustration } from './objects/illustration';
import { navLink } from './objects/navLink';
import { promoPanel } from './objects/promoPanel';
import { seo } from './objects/seo';
import { socialLink } from './objects/socialLink';
import { step } from './objects/step';
import { aboutPage } from './singletons/aboutPage';
import { comingSoonPage } from './singletons/comingSoonPage';
import { contactPage } from './singletons/contactPage';
import { homePage } from './singletons/homePage';
import { payBillsPage } from './singletons/payBillsPage';
import { pricingPage } from './singletons/pricingPage';
import { siteChrome } from './singletons/siteChrome';
import { siteSettings } from './singletons/siteSettings';

export const singletonTypes = [siteSettings, siteChrome, homePage, aboutPage, contactPage, comingSoonPage, payBillsPage, pricingPage];

const documentTypes = [category, platformCard, howItWorksTab, faqItem, roleCard, whyItem, legalPage, contactMessage, searchSynonym];

const objectTypes = [seo, illustration, decorativeImage, navLink, step, socialLink, promoPanel, contactDetails];

export const schemaTypes = [...singletonTypes, ...documentTypes, ...objectTypes];
