/** The eight public routes with the heading a visitor sees first and the words its <title> holds. */
export const ROUTES = [
  { path: '/', title: /Helpa/, heading: /ultimate solution/i },
  { path: '/paybills', title: /Pay bills/, heading: /Pay bills/i },
  { path: '/pricing', title: /Pricing/, heading: /Choose a plan that fits your needs/ },
  { path: '/about', title: /About Helpa/, heading: /Why Helpa/ },
  { path: '/contactus', title: /Contact Helpa/, heading: /Contact Us/ },
  { path: '/policy', title: /Privacy Policy/, heading: /Privacy Policy/ },
  { path: '/termsconditions', title: /Terms and Conditions/, heading: /Terms and Conditions/ },
  { path: '/comingsoon', title: /Coming soon/, heading: /coming soon/i },
] as const;
