/*
 * The CSS of the panels PayBills loads on demand (React.lazy), imported by PayBills itself so that it
 * comes inlined with the page's. Left to the lazy chunks, it arrives as seven stylesheets once the page
 * has hydrated, each a request and a style pass in the middle of a phone's first seconds. `?css` is a
 * style module's stylesheet alone (scripts/styles/style-module-loader.mjs): the class names stay in the
 * lazy chunks, out of the page's first-load JS. A panel's new style module belongs here too: the
 * pay-bills browser test fails on any stylesheet the page fetches.
 */
import '@/components/ui/SupportReference.styles.ts?css';
import './DetailList.styles.ts?css';
import './DistributorLogo.styles.ts?css';
import './DistributorPicker.styles.ts?css';
import './ErrorBanner.styles.ts?css';
import './FindPayment.styles.ts?css';
import './Form.styles.ts?css';
import './LoadingOverlay.styles.ts?css';
import './MeterStep.styles.ts?css';
import './PaymentFailed.styles.ts?css';
import './PaymentWaiting.styles.ts?css';
import './ProviderName.styles.ts?css';
import './Receipt.styles.ts?css';
import './SettledAwayList.styles.ts?css';
import './RecentPayments.styles.ts?css';
import './SummaryStep.styles.ts?css';
import './TopUpForm.styles.ts?css';
