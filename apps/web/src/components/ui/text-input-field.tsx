import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { inputClass, RequiredMark } from './form-fields';

/**
 * A controlled react-aria text field: label (with the required mark), input, hint and error, wired
 * for screen readers. `trailing` sits beside the input (a calendar button, for instance).
 */
export function TextInputField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  placeholder,
  inputMode,
  trailing,
  onBlur,
  name,
  autoComplete,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  placeholder?: string | undefined;
  inputMode?: 'text' | 'numeric' | undefined;
  trailing?: ReactNode;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  autoComplete?: string | undefined;
  /** The input element, for a form library that focuses the first invalid field. */
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  const input = (
    <Input ref={inputRef} className={inputClass} placeholder={placeholder} inputMode={inputMode} />
  );
  return (
    <TextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      autoComplete={autoComplete}
      isInvalid={Boolean(error)}
      isRequired={required}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium text-ink-900">
        {label}
        <RequiredMark required={required} />
      </Label>
      {trailing ? (
        <div className="flex items-center gap-2">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <Text slot="description" className="text-sm text-ink-600">
          {hint}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger-600">{error}</FieldError>
    </TextField>
  );
}
