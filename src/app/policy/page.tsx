import { legalPageRoute } from '@/components/legal/legal-page-route';

export const revalidate = 60;

const route = legalPageRoute('policy', '/policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
