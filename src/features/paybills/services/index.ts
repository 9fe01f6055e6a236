export { searchServiceTypes, selectedServiceType, SERVICE_IDENTIFIERS } from './service-types';
export { LoadingPlaceholder } from './LoadingPlaceholder';
export { PANEL_ID, ServiceMenu, tabId } from './ServiceMenu';
export { useServiceList } from './use-service-list';

export const loadServicePanel = () => import('./ServicePanel').then((module) => ({ default: module.ServicePanel }));
