import { legalPageRoute } from '../legal-route';

const route = legalPageRoute('terms', '/termsconditions');
export const generateMetadata = route.generateMetadata;
export default route.Page;
