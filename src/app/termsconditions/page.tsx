import { legalPageRoute } from '@/components/legal/legal-page-route';

export const revalidate = 60;

const route = legalPageRoute('terms', '/termsconditions');
export const generateMetadata = route.generateMetadata;
export default route.Page;
