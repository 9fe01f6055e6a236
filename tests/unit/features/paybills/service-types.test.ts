import { describe, expect, it } from 'vitest';
import { filterServiceTypes, selectedServiceType } from '@/features/paybills/service-types';
import { SERVICE_TYPES } from '@/lib/bills-sandbox/catalogue';

const all = [...SERVICE_TYPES];

describe('service type tabs', () => {
  it('filters by name, case-insensitively, on any part of it', () => {
    expect(filterServiceTypes(all, 'SUB').map((type) => type.name)).toEqual(['Data Subscription', 'TV Subscription']);
    expect(filterServiceTypes(all, 'vtu').map((type) => type.name)).toEqual(['Airtime VTU']);
    expect(filterServiceTypes(all, 'gas')).toEqual([]);
  });

  it('shows every tab for an empty or blank query', () => {
    expect(filterServiceTypes(all, '  ')).toEqual(all);
  });

  it('selects Electricity Payment by default, else the chosen tab', () => {
    expect(selectedServiceType(all, null)?.name).toBe('Electricity Payment');
    expect(selectedServiceType(all, 4)?.name).toBe('TV Subscription');
    expect(selectedServiceType([all[2]!], null)?.name).toBe('Airtime VTU');
  });
});
