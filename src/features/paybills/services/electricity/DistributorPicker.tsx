'use client';

import { Spinner } from '@/components/ui/Spinner';
import type { Distributor, MeterType } from '../../api';
import { PAYBILLS_TEXT } from '../../strings';
import { DistributorLogo } from './DistributorLogo';
import { distributorPicker as styles } from './DistributorPicker.styles';
import { form } from '../../ui';

type DistributorPickerProps = {
  distributors: Distributor[] | undefined;
  distributorsError: string | null;
  meterType: MeterType;
  disabled: boolean;
  onMeterType: (meterType: MeterType) => void;
  onChoose: (distributor: Distributor) => void;
};

export function DistributorPicker({
  distributors,
  distributorsError,
  meterType,
  disabled,
  onMeterType,
  onChoose,
}: DistributorPickerProps) {
  const options: Array<[MeterType, string]> = [
    ['prepaid', PAYBILLS_TEXT.prepaid],
    ['postpaid', PAYBILLS_TEXT.postpaid],
  ];
  return (
    <section aria-labelledby="distributor-heading" className={styles.section}>
      <fieldset className={styles.meterTypes} disabled={disabled}>
        <legend className={styles.legend}>{PAYBILLS_TEXT.meterTypeLegend}</legend>
        {options.map(([value, label]) => (
          <label key={value} className={styles.meterType}>
            <input
              type="radio"
              name="meterType"
              value={value}
              checked={meterType === value}
              onChange={() => onMeterType(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <h3 id="distributor-heading" className={form.stepTitle}>
        {PAYBILLS_TEXT.selectDistributor}
      </h3>
      {distributorsError && <p role="alert">{distributorsError}</p>}
      {!distributors && !distributorsError && (
        <p className={styles.loading} role="status">
          <Spinner />
          {PAYBILLS_TEXT.distributorsLoading}
        </p>
      )}
      {distributors && (
        <ul className={styles.grid}>
          {distributors.map((distributor) => (
            <li key={distributor.serviceId}>
              <button type="button" className={styles.tile} disabled={disabled} onClick={() => onChoose(distributor)}>
                <DistributorLogo serviceId={distributor.serviceId} name={distributor.name} />
                <span>{distributor.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
