export const PAYBILLS_PATH = '/paybills';

export const BILLS_RELAY_PATH = '/api/bills';
