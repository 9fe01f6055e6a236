import { describe, expect, it } from 'vitest';
import { searchServiceTypes, selectedServiceType } from '@/features/paybills/services/service-types';
import { SERVICE_TYPES } from '@/lib/bills/sandbox/catalogue';

const all = [...SERVICE_TYPES];
const names = (query: string) => searchServiceTypes(all, query).map((type) => type.name);

describe('the service search', () => {
  it('finds a service by any part of its name, whatever the case', () => {
    expect(names('SUB')).toEqual(['Data Subscription', 'TV Subscription']);
    expect(names('vtu')).toEqual(['Airtime VTU']);
    expect(names('gas')).toEqual([]);
  });

  it.each([
    ['NEPA', ['Electricity Payment']],
    ['light', ['Electricity Payment']],
    ['power', ['Electricity Payment']],
    ['prepaid', ['Electricity Payment']],
    ['ikedc', ['Electricity Payment']],
    ['Eko', ['Electricity Payment']],
    ['DStv', ['TV Subscription']],
    ['GOtv', []],
    ['StarTimes', []],
    ['AIR', ['Airtime VTU', 'Data Subscription']],
    ['air time', ['Airtime VTU', 'Data Subscription']],
    ['ShowMax', ['TV Subscription']],
    ['MTN', ['Data Subscription', 'Airtime VTU']],
    ['glo', ['Data Subscription', 'Airtime VTU']],
    ['Airtel', ['Data Subscription', 'Airtime VTU']],
    ['9mobile', ['Data Subscription', 'Airtime VTU']],
    ['etisalat', ['Data Subscription', 'Airtime VTU']],
    ['bundle', ['Data Subscription']],
    ['top-up', ['Airtime VTU']],
  ])('knows what payers say: %s', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('puts first what matches more of the words, and keeps the menu order otherwise', () => {
    expect(names('mtn airtime')).toEqual(['Airtime VTU', 'Data Subscription']);
    expect(names('buy light')).toEqual(['Electricity Payment']);
  });

  it('shows every tab for an empty or blank query', () => {
    expect(searchServiceTypes(all, '  ')).toEqual(all);
  });

  it('finds names alone when a bills API sends no aliases', () => {
    const bare = all.map(({ id, name, identifier }) => ({ id, name, identifier }));
    expect(searchServiceTypes(bare, 'Electricity').map((type) => type.id)).toEqual([1]);
    expect(searchServiceTypes(bare, 'NEPA')).toEqual([]);
  });
});

describe('the selected service', () => {
  it('is Electricity Payment by default, else the chosen tab', () => {
    expect(selectedServiceType(all, null)?.name).toBe('Electricity Payment');
    expect(selectedServiceType(all, 4)?.name).toBe('TV Subscription');
    expect(selectedServiceType([all[2]!], null)?.name).toBe('Airtime VTU');
  });
});
