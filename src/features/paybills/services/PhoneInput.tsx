import type { ComponentProps } from 'react';
import { PAYBILLS_TEXT } from '../strings';
import { LabelledInput } from '../ui';

type PhoneInputProps = Omit<ComponentProps<typeof LabelledInput>, 'label' | 'type' | 'autoComplete' | 'placeholder'>;

export function PhoneInput(props: PhoneInputProps) {
  return (
    <LabelledInput
      label={PAYBILLS_TEXT.phone}
      type="tel"
      autoComplete="tel"
      placeholder={PAYBILLS_TEXT.phonePlaceholder}
      {...props}
    />
  );
}
