import { legalPageRoute } from '../legal-route';

const route = legalPageRoute('policy', '/policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
