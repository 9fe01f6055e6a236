import { payBillsRoute } from './paybills-route';

const route = payBillsRoute({ sandbox: false });
export const generateMetadata = route.generateMetadata;
export default route.Page;
