/*
 * The looks of the panels PayBills loads on demand (React.lazy), imported by PayBills itself so that
 * their CSS comes inlined with the page's. Left to the lazy chunks, they arrive as seven stylesheets
 * once the page has hydrated, each a request and a style pass in the middle of a phone's first
 * seconds. A panel's new style module belongs here too: the pay-bills browser test fails on any
 * stylesheet the page fetches.
 */
import './DetailList.styles';
import './DistributorLogo.styles';
import './DistributorPicker.styles';
import './ErrorBanner.styles';
import './FindPayment.styles';
import './Form.styles';
import './LoadingOverlay.styles';
import './MeterStep.styles';
import './PaymentFailed.styles';
import './PaymentWaiting.styles';
import './ProviderName.styles';
import './Receipt.styles';
import './RecentPayments.styles';
import './SummaryStep.styles';
import './TopUpForm.styles';
