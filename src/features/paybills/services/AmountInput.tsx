'use client';

import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { NumberFormatBase, useNumericFormat } from 'react-number-format';
import { AMOUNT_FORMAT, asciiDigits, droppedByAmountField } from './amount-format';
import { PAYBILLS_TEXT } from '../strings';
import { Field, form } from '../ui';

type AmountInputProps = {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  placeholder?: string;
  onChange: (value: string) => void;
};

/** What the field cannot take (letters, emoji) is said in words, never dropped in silence. */
export function AmountInput({ id, label, value, error, placeholder, onChange }: AmountInputProps) {
  const [refused, setRefused] = useState(false);
  const refuse = (text: string) => setRefused(droppedByAmountField(text));
  const numeric = useNumericFormat({
    ...AMOUNT_FORMAT,
    value,
    onValueChange: ({ formattedValue }, { source }) => {
      // What the payer did, not the field catching up with a value it was given (react-number-format's `prop`).
      if ((source as string) === 'event') onChange(formattedValue);
    },
  });
  const { removeFormatting } = numeric;
  return (
    <Field id={id} label={label} error={error ?? (refused ? PAYBILLS_TEXT.errors.amountCharacters : null)}>
      {(describedBy) => (
        <NumberFormatBase
          {...numeric}
          removeFormatting={(text, change) =>
            removeFormatting ? removeFormatting(asciiDigits(text), change) : asciiDigits(text)
          }
          id={id}
          name={id}
          className={form.control}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={error || refused ? true : undefined}
          aria-describedby={describedBy}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => refuse(event.clipboardData.getData('text'))}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) refuse(event.key);
            numeric.onKeyDown?.(event);
          }}
        />
      )}
    </Field>
  );
}
