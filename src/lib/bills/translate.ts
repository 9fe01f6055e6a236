import type {
  DistributorCheck,
  Distributor,
  MeterFields,
  MeterLookup,
  MeterType,
  Payment,
  PayRequest,
  Provider,
  Variation,
} from './site';
import type {
  WireDistributor,
  WireDistributorCheckResult,
  WireMerchantLogResult,
  WireMeterDetails,
  WirePayment,
  WirePayRequest,
  WireVariations,
  WireVerifyMerchantRequest,
} from './wire';

/** VTpass's names and the site's, mapped here once, both ways. */

const toProvider = (wire: { ProviderName: string; ServiceId: string }): Provider => ({
  name: wire.ProviderName,
  serviceId: wire.ServiceId,
});

export function toDistributor(wire: WireDistributor): Distributor {
  return {
    ...toProvider(wire),
    minimumAmount: wire.minimumAmount,
    maximumAmount: wire.maximumAmount,
    convenienceFee: wire.convenienceFee,
  };
}

/** Distributors spell the meter number two ways. */
function toMeterFields(wire: WireMeterDetails): MeterFields {
  return {
    name: wire.Customer_Name,
    meterNumber: wire.Meter_Number ?? wire.MeterNumber,
    address: wire.Address,
    arrears: wire.Customer_Arrears,
    meterType: wire.Meter_Type,
  };
}

export function toMeterLookup(wire: WireMerchantLogResult): MeterLookup {
  return { fields: toMeterFields(wire), provider: wire.merchantlog ? toProvider(wire.merchantlog) : null };
}

export function toDistributorCheck(wire: WireDistributorCheckResult): DistributorCheck {
  return { fields: toMeterFields(wire.content), error: wire.content.error ?? null };
}

export function toVariations(wire: WireVariations): Variation[] {
  return wire.variations.map((item) => ({
    code: item.variation_code,
    name: item.name,
    amount: Number(item.variation_amount),
  }));
}

/** The payment with what it lacks written null, as the site keeps it. */
export function toPayment(wire: WirePayment): Payment {
  const { token = null, units = null, customerName = null, meterNumber = null, reason = null } = wire;
  return { ...wire, token, units, customerName, meterNumber, reason };
}

export function verifyRequestOf(
  meter: string,
  at?: { distributor: Provider; type: MeterType },
): WireVerifyMerchantRequest {
  return {
    billersCode: meter,
    serviceID: at?.distributor.serviceId ?? '',
    type: at?.type ?? '',
    billCategory: 'Electricity',
    serviceName: at?.distributor.name ?? '',
  };
}

export function wirePayRequest({ serviceId, account, ...rest }: PayRequest): WirePayRequest {
  return { ...rest, serviceID: serviceId, billersCode: account };
}

/** A record kept before the site used its own words (a receipt's address or email): VTpass's names read as the site's. */
export function withSiteNames<T>(record: T): T {
  if (typeof record !== 'object' || record === null || !('billersCode' in record || 'serviceID' in record))
    return record;
  const { billersCode, serviceID, ...rest } = record as Record<string, unknown>;
  return { account: billersCode, serviceId: serviceID, ...rest } as T;
}
