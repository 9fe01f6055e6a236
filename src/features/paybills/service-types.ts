import type { ServiceType } from './api';
import { PAYBILLS_TEXT } from './strings';

/** Service types whose name contains the query, ignoring case. */
export function filterServiceTypes(serviceTypes: ServiceType[], query: string): ServiceType[] {
  const needle = query.trim().toLowerCase();
  return needle ? serviceTypes.filter((serviceType) => serviceType.name.toLowerCase().includes(needle)) : serviceTypes;
}

/** The chosen tab, else Electricity Payment, else the first. */
export function selectedServiceType(serviceTypes: ServiceType[], selectedId: number | null): ServiceType | undefined {
  return serviceTypes.find((serviceType) => serviceType.id === selectedId) ?? serviceTypes.find((serviceType) => serviceType.name === PAYBILLS_TEXT.defaultServiceType) ?? serviceTypes[0];
}
