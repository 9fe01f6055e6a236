/** The seed's landing page (every section type), and each section's own heading top to bottom (the promo banner's by its referral title). */
export const SEED_LANDING_PAGE = {
  path: '/carehub-for-clinics',
  sectionHeadings: [
    "Run your clinic's staff rota, tasks and pay in one place",
    'Everything your clinic needs done',
    'One app for the whole clinic',
    'How it works',
    'Who uses CareHub',
    'Why clinics choose CareHub',
    'Refer another clinic',
    "Pay the clinic's electricity in one minute",
    'Plans for clinics of every size',
    'Questions clinics ask',
    'Bring your clinic to CareHub',
  ],
  /** Each section's `_key`, in the same order as its heading above. */
  sectionKeys: ['hero', 'carousel', 'platform', 'how', 'roles', 'story', 'promo', 'paybills', 'pricing', 'faq', 'cta'],
} as const;
