import { defineQuery } from 'next-sanity';

// A decorative picture (by design, or ticked by the editor) gets an empty alt, so screen readers skip it.
const image = /* groq */ `{ "alt": select(_type == "decorativeImage" || decorative == true => "", alt), "url": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height, crop, hotspot }`;
const seo = /* groq */ `seo{ title, description, "ogImageUrl": ogImage.asset->url, "ogImageAlt": ogImage.alt }`;

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  productName, tagline,
  contact{ address, email, phone, hours },
  supportEmail,
  "plansEmail": coalesce(plansEmail, contact.email),
  "socialLinks": coalesce(socialLinks[]{ platform, url }, []),
  appStoreUrl, googlePlayUrl,
  companyCredit{ label, url },
  ${seo}
}`);

export const siteChromeQuery = defineQuery(`*[_type == "siteChrome"][0]{
  "navItems": navItems[]{ label, href }, logIn{ label, href }, getStarted{ label, href },
  footerExploreHeading, footerContactHeading, supportHoursLabel, privacyLabel, termsLabel,
  appStoreLead, appStoreName, googlePlayLead, googlePlayName, storeComingSoonLead,
  legalEyebrow, tocTitle, lastUpdatedLabel, leavePreviewLabel,
  notFound{ eyebrow, title, intro, "image": image${image}, homeLabel, contactLabel },
  "newsLink": *[_type == "newsPage" && showInFooter == true && count(*[_type == "post" && defined(slug.current)]) > 0][0]{ "label": linkLabel }
}`);

// Lists follow the order editors give them: array order in the page, `orderRank` (drag and drop) for document lists.
// A reference that resolves to nothing (a weak one to a document not yet published, or since unpublished) is left out.
export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{
  heroBadge, heroBadgeCaption, heroHeadline, heroText, "heroImage": heroImage${image},
  searchPlaceholder, searchButtonLabel, carouselHeading, readMorePrefix,
  "carouselCategories": (carouselCategories[]->)[defined(@)]{ _id, title, shortcontent, mainDescription, readMoreHref, "img": img${image} },
  whatIsHeading, whatIsIntro,
  "whatIsCategories": (whatIsCategories[]->)[defined(@)]{ _id, title, shortcontent, mainDescription, readMoreHref, "img": img${image} },
  platformHeading, platformIntro,
  "platformCards": (platformCards[]->)[defined(@)]{ _id, title, description, subtitle, headerdescription, "backgroundImg": backgroundImg${image}, "mainImg": mainImg${image} },
  dataPanel{ title, text, ctaLabel, ctaHref },
  billsPanel{ title, text, ctaLabel, ctaHref },
  referralTitle, referralText, "referralImage": referralImage${image},
  "faqItems": *[_type == "faqItem"] | order(orderRank){ id, question, answer },
  ${seo}
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage"][0]{
  eyebrow, heading, intro, "introImage": introImage${image},
  rolesHeading, learnMoreLabel, highlightsLabel,
  "roleCards": (roleCards[]->)[defined(@)]{ _id, groupName, groupHeader, shortDesc, shortDescExt, fullDesc, features, "imagesUrl": imagesUrl${image} },
  "highlights": coalesce(highlights[]{ value, label, source }, []),
  whyHeading, whyIntro,
  "whyItems": (whyItems[]->)[defined(@)]{ _id, title, description, "icon": icon${image} },
  howItWorksHeading,
  "howItWorksTabs": *[_type == "howItWorksTab"] | order(orderRank){ key, label, header, headerdescription, "img": img${image}, "steps": steps[]{ title, content } },
  faqHeading,
  "faqItems": *[_type == "faqItem"] | order(orderRank){ id, question, answer },
  downloadTitle, downloadText,
  ${seo}
}`);

export const contactPageQuery = defineQuery(`*[_type == "contactPage"][0]{
  heading, intro, formHeading, sendLabel, successMessage,
  nameLabel, emailLabel, phoneLabel, optionalLabel, messageLabel,
  addressTitle, emailTitle, phoneTitle, hoursTitle, followUsHeading,
  sentTitle, sentButton, notSentTitle, notSentButton,
  "mapImage": mapImage${image}, ${seo}
}`);

export const comingSoonPageQuery = defineQuery(`*[_type == "comingSoonPage"][0]{
  heading, message, "image": image${image}, ${seo}
}`);

export const payBillsPageQuery = defineQuery(`*[_type == "payBillsPage"][0]{
  heading, intro, menuTitle, menuSubtitle, ${seo}
}`);

export const pricingPageQuery = defineQuery(`*[_type == "pricingPage"][0]{
  heading, intro, periodLabel, periodNames{ monthly, quarterly, annually }, priceSuffixes{ monthly, quarterly, annually }, footnote,
  freeStarterLabel, negotiableLabel, getStartedFreeLabel, subscribeLabel, contactUsLabel,
  transactionFeeLabel, jobBidsLabel, jobPostsLabel, unlimitedAccessLabel,
  ${seo}
}`);

export const searchSynonymsQuery = defineQuery(
  `*[_type == "searchSynonym" && count(words) > 0 && defined(meaning)] | order(_id){ words, meaning }`,
);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  kind, title, updatedAt, intro, body, ${seo}
}`);

// A section missing what its component needs (written past the Studio's rules, through the API) is left out, never a 500.
const completeSection = /* groq */ `select(
  _type == "heroSection" => defined(headline),
  _type == "promoBannerSection" => defined(dataPanel.title) && defined(dataPanel.ctaHref) && defined(billsPanel.title) && defined(billsPanel.ctaHref) && defined(referralTitle),
  _type == "callToActionSection" => defined(title) && defined(cta.label) && defined(cta.href),
  _type == "payBillsSection" => defined(heading) && defined(service) && defined(buttonLabel),
  _type == "roleCardsSection" => defined(heading) && defined(learnMoreLabel),
  _type == "richTextSection" => defined(heading) && defined(body),
  defined(heading)
)`;
const sections = /* groq */ `coalesce(sections[${completeSection}]{
  _key, _type,
  _type == "heroSection" => { eyebrow, headline, text, cta{ label, href }, "image": image${image} },
  _type == "carouselSection" => { heading, "categories": coalesce((categories[]->)[defined(@)]{ _id, title, shortcontent, "img": img${image} }, []) },
  _type == "platformCardsSection" => { heading, intro, "cards": coalesce((cards[]->)[defined(@)]{ _id, title, description, subtitle, headerdescription, "backgroundImg": backgroundImg${image}, "mainImg": mainImg${image} }, []) },
  _type == "promoBannerSection" => { dataPanel{ title, text, ctaLabel, ctaHref }, billsPanel{ title, text, ctaLabel, ctaHref }, referralTitle, referralText, "referralImage": referralImage${image} },
  _type == "faqSection" => { heading, "items": coalesce((items[]->)[defined(@)]{ id, question, answer }, []) },
  _type == "howItWorksSection" => { heading, "tabs": *[_type == "howItWorksTab"] | order(orderRank){ key, label, header, headerdescription, "img": img${image}, "steps": steps[]{ title, content } } },
  _type == "roleCardsSection" => { heading, learnMoreLabel, "cards": coalesce((cards[]->)[defined(@)]{ _id, groupName, groupHeader, shortDesc, shortDescExt, fullDesc, features, "imagesUrl": imagesUrl${image} }, []) },
  _type == "richTextSection" => { heading, body[]{ ..., _type == "illustration" => ${image}, markDefs[]{ ... } } },
  _type == "callToActionSection" => { title, text, cta{ label, href } },
  _type == "payBillsSection" => { heading, text, service, buttonLabel },
  _type == "pricingSection" => { heading, "copy": *[_type == "pricingPage"][0]{
    periodLabel, periodNames{ monthly, quarterly, annually }, priceSuffixes{ monthly, quarterly, annually }, footnote,
    freeStarterLabel, negotiableLabel, getStartedFreeLabel, subscribeLabel, contactUsLabel,
    transactionFeeLabel, jobBidsLabel, jobPostsLabel, unlimitedAccessLabel
  } }
}, [])`;

export const landingPageQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id, _type, title, "slug": slug.current, "sections": ${sections}, ${seo}
}`);

export const landingPagesQuery = defineQuery(`*[_type == "page" && defined(slug.current)] | order(slug.current){
  "slug": slug.current, title, ${seo}, "searchTitle": coalesce(seo.title, title), "searchDescription": seo.description, _updatedAt
}`);

export const liveAddressesQuery = defineQuery(`{
  "pages": *[_type == "page" && defined(slug.current)].slug.current,
  "posts": *[_type == "post" && defined(slug.current)].slug.current,
  "redirects": *[_type == "redirect" && defined(source)].source
}`);

export const redirectQuery = defineQuery(`*[_type == "redirect" && source == $source][0]{ destination }`);

export const newsPageQuery = defineQuery(`*[_type == "newsPage"][0]{ heading, intro, emptyMessage, ${seo} }`);

const postCard = /* groq */ `title, "slug": slug.current, date, excerpt, author{ name, "picture": picture${image} }, "coverImage": coverImage${image}, _updatedAt`;

// A news room's size, so one query serves the listing, the feed, the sitemap and the search index.
export const postsQuery = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(date desc, _createdAt desc){ ${postCard} }`,
);

export const postQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0]{
  ${postCard}, body[]{ ..., _type == "illustration" => ${image}, markDefs[]{ ... } }, ${seo}
}`);
