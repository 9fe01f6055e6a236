import { payBillsRoute } from '../paybills-route';

// Served at /paybills while no bills API is configured; its own address redirects there.
const route = payBillsRoute({ sandbox: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
