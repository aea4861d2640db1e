// The pieces the account forms are made of: a labelled text field (with an optional hint under
// its label) and the one message line.

import { type InputHTMLAttributes, useId } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  readonly label: string;
  readonly hint?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export function Field({
  label,
  hint,
  value,
  onChange,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: FieldProps) {
  const id = useId();
  const hintId = useId();
  const describers = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <>
      <label className="account__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className="account__hint">
          {hint}
        </span>
      )}
      <input
        id={id}
        className="account__input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describers || undefined}
        {...rest}
      />
    </>
  );
}

export function FormProblem({ id, text }: { readonly id: string; readonly text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="account__error" role="alert">
      {text}
    </p>
  );
}

/** The email field every account form starts with. */
export function EmailField(props: Omit<FieldProps, 'type' | 'autoComplete' | 'inputMode'>) {
  return <Field type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A form's submit button, saying so while the form is being sent. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  readonly sending: boolean;
  readonly label: string;
  readonly sendingLabel: string;
}) {
  return (
    <button type="submit" className="button" disabled={sending}>
      {sending ? sendingLabel : label}
    </button>
  );
}
