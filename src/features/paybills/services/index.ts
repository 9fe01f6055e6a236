/** The services: their list from the bills API, their menu and search (and its placeholder while they load), the chosen one's form as a panel loaded on demand. */
export { searchServiceTypes, selectedServiceType, SERVICE_IDENTIFIERS } from './service-types';
export { LoadingPlaceholder } from './LoadingPlaceholder';
export { PANEL_ID, ServiceMenu, tabId } from './ServiceMenu';
export { useServiceList } from './use-service-list';

export const loadServicePanel = () => import('./ServicePanel').then((module) => ({ default: module.ServicePanel }));
