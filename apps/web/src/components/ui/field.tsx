/**
 * Labelled form controls. Each control has a <label for>, and its error (a validation key
 * from the shared zod schemas or from the server's `fieldErrors`) is translated, linked
 * through aria-describedby and flagged with aria-invalid. The kit's class names (`field`,
 * `field__*`, `radio-group*`) are written here only (a lint rule keeps them here):
 * - whole fields: TextField, SelectField, TextAreaField, CheckboxField;
 * - groups: FieldSet (a legend over controls of its own), RadioGroupField with RadioOption,
 *   FieldGroup (a label for a custom control such as the rich text editor or a picker,
 *   which names itself by the group's `labelId`);
 * - parts for controls the kit lacks (the seminar form's euro input): FieldFrame with
 *   useFieldIds, the bare InputControl/SelectControl/ControlButton (also compact, for table
 *   cells), FieldHint, FieldError, FieldCounter, FieldLegend.
 */
import {
  useId,
  type ComponentPropsWithRef,
  type FieldsetHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { validationMessage } from '../../lib/i18n';

type ErrorLike = Pick<HookFieldError, 'message'> | undefined;

const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
const labelClass = (required: boolean | undefined) =>
  required ? 'field__label field__label--required' : 'field__label';
const controlClass = (compact: boolean | undefined, className: string | undefined) =>
  classes('field__control', compact && 'field__control--compact', className);

export interface FieldFrameProps {
  label: ReactNode;
  error?: ErrorLike;
  /** Values for placeholders in the error text, e.g. `{ min: 6 }`. */
  errorValues?: Record<string, string | number>;
  hint?: ReactNode;
  required?: boolean;
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/**
 * Ids of a control, its label (for a group's custom control), hint and error; `extra` ids (e.g.
 * a counter) go between hint and error.
 */
export function useFieldIds(error: ErrorLike, hint: ReactNode, extra: (string | null | false | undefined)[] = []) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, ...extra, error?.message ? errorId : null].filter(Boolean).join(' ');
  return { id, labelId: `${id}-label`, errorId, hintId, describedBy: describedBy || undefined };
}

/** `useFieldIds`, with the control named by a given id (e.g. a link target) when there is one. */
function useControlIds(given: string | undefined, error: ErrorLike, hint: ReactNode, extra?: (string | null)[]) {
  const ids = useFieldIds(error, hint, extra);
  return given ? { ...ids, id: given } : ids;
}

/**
 * The error of a field or group, or nothing: a validation key (`error`) translated, or a text
 * already in words (`children`). `alert` announces it as it appears.
 */
export function FieldError({
  id,
  error,
  values,
  alert,
  children,
}: {
  id?: string;
  error?: ErrorLike;
  values?: Record<string, string | number>;
  alert?: boolean;
  children?: ReactNode;
}) {
  useTranslation(); // re-render on language change
  const text = children ?? (error?.message ? validationMessage(error.message, values) : null);
  if (!text) return null;
  return (
    <p id={id} className="field__error" role={alert ? 'alert' : undefined}>
      {text}
    </p>
  );
}

/** The hint under a field, or under a heading for what follows it. */
export function FieldHint({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} className={classes('field__hint', className)}>
      {children}
    </p>
  );
}

/** A "count of max characters" line; `over` marks it, `live` announces its changes. */
export function FieldCounter({
  id,
  over,
  live,
  children,
}: {
  id: string;
  over?: boolean;
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      className={over ? 'field__counter field__counter--over' : 'field__counter'}
      aria-live={live ? 'polite' : undefined}
    >
      {children}
    </p>
  );
}

/** The legend of a group of controls, styled as a field's label. */
export function FieldLegend({ required, children }: { required?: boolean; children: ReactNode }) {
  return <legend className={labelClass(required)}>{children}</legend>;
}

function FieldMessages({
  error,
  errorValues,
  hint,
  ids,
  alert,
}: Pick<FieldFrameProps, 'error' | 'errorValues' | 'hint'> & {
  ids: FieldIds;
  alert?: boolean;
}) {
  return (
    <>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId} error={error} values={errorValues} alert={alert} />
    </>
  );
}

/** Label, control (children), optional `after` (e.g. a counter), hint and error. */
export function FieldFrame({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  ids,
  children,
  after,
}: FieldFrameProps & {
  className?: string;
  ids: FieldIds;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className={classes('field', className)}>
      <label htmlFor={ids.id} className={labelClass(required)}>
        {label}
      </label>
      {children}
      {after}
      <FieldMessages error={error} errorValues={errorValues} hint={hint} ids={ids} />
    </div>
  );
}

/**
 * A labelled frame for a custom control that is not a form element (the rich text editor, a
 * picker's button): the label is a text with `ids.labelId`, which the control names itself by
 * (aria-labelledby), and describes itself by `ids.describedBy`. Extra attributes (an `id` as a
 * link target, `tabIndex`) go on the frame.
 */
export function FieldGroup({
  label,
  error,
  errorValues,
  hint,
  required,
  ids,
  className,
  children,
  after,
  ...frame
}: FieldFrameProps &
  Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
    ids: FieldIds;
    children: ReactNode;
    after?: ReactNode;
  }) {
  return (
    <div className={classes('field', className)} {...frame}>
      <span id={ids.labelId} className={labelClass(required)}>
        {label}
      </span>
      {children}
      {after}
      <FieldMessages error={error} errorValues={errorValues} hint={hint} ids={ids} />
    </div>
  );
}

type GroupProps = Omit<FieldFrameProps, 'label'> &
  Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> & {
    legend: ReactNode;
    /** Given ids (e.g. shared with a control inside); otherwise the group's own. */
    ids?: FieldIds;
    /** Announce the error as it appears. */
    alertError?: boolean;
    children: ReactNode;
  };

function Group({
  kind,
  legend,
  error,
  errorValues,
  hint,
  required,
  ids: given,
  alertError,
  className,
  children,
  ...fieldset
}: GroupProps & { kind: 'field' | 'radio-group' }) {
  const own = useFieldIds(error, hint);
  const ids = given ?? own;
  return (
    <fieldset
      className={classes(kind, className)}
      aria-invalid={error?.message ? true : undefined}
      aria-describedby={ids.describedBy}
      {...fieldset}
    >
      <FieldLegend required={required}>{legend}</FieldLegend>
      {children}
      <FieldMessages error={error} errorValues={errorValues} hint={hint} ids={ids} alert={alertError} />
    </fieldset>
  );
}

/** A group of controls under a legend, its hint and error describing the group. */
export function FieldSet(props: GroupProps) {
  return <Group kind="field" {...props} />;
}

/** Radio buttons (RadioOption) under a legend, with the group's hint and error. */
export function RadioGroupField(props: GroupProps) {
  return <Group kind="radio-group" {...props} />;
}

/** Radio options in a row or column of their own, inside a FieldSet with more in it. */
export function RadioOptions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={classes('radio-group', className)}>{children}</div>;
}

export type RadioOptionProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

/** One radio button, named by its label around it. */
export function RadioOption({ label, ...input }: RadioOptionProps) {
  return (
    <label className="radio-group__option">
      <input type="radio" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A bare text input dressed as the kit's control (the label and messages are the caller's). */
export function InputControl({ compact, className, ...input }: ComponentPropsWithRef<'input'> & { compact?: boolean }) {
  return <input className={controlClass(compact, className)} {...input} />;
}

/** A bare select dressed as the kit's control; `compact` for table cells. */
export function SelectControl({
  compact,
  className,
  children,
  ...select
}: ComponentPropsWithRef<'select'> & { compact?: boolean; children: ReactNode }) {
  return (
    <select className={controlClass(compact, className)} {...select}>
      {children}
    </select>
  );
}

/** A button dressed as the kit's control, e.g. one that opens a picker and names the choice. */
export function ControlButton({ className, type = 'button', ...button }: ComponentPropsWithRef<'button'>) {
  return <button type={type} className={controlClass(false, className)} {...button} />;
}

export type TextFieldProps = FieldFrameProps & ComponentPropsWithRef<'input'>;

export function TextField({ label, error, errorValues, hint, required, className, ...input }: TextFieldProps) {
  // A given id (e.g. a link target) names the input; the label follows it.
  const ids = useControlIds(input.id, error, hint);
  return (
    <FieldFrame {...{ label, error, errorValues, hint, required, className, ids }}>
      <input
        id={ids.id}
        className="field__control"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...input}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldFrameProps & ComponentPropsWithRef<'select'> & { children: ReactNode };

export function SelectField({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useControlIds(select.id, error, hint);
  return (
    <FieldFrame {...{ label, error, errorValues, hint, required, className, ids }}>
      <select
        id={ids.id}
        className="field__control"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps &
  ComponentPropsWithRef<'textarea'> & {
    /** A live "count of max characters" line; over the limit the field is marked invalid. */
    counter?: { count: number; max: number };
  };

export function TextAreaField({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  counter,
  ...textarea
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const ids = useControlIds(textarea.id, error, hint, [counter ? counterId : null]);
  const over = counter ? counter.count > counter.max : false;
  return (
    <FieldFrame
      {...{ label, error, errorValues, hint, required, className, ids }}
      after={
        counter ? (
          <FieldCounter id={counterId} over={over} live>
            {t('common.counter', { count: counter.count, max: counter.max })}
          </FieldCounter>
        ) : null
      }
    >
      <textarea
        id={ids.id}
        rows={4}
        className="field__control field__control--textarea"
        aria-invalid={error?.message || over ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...textarea}
      />
    </FieldFrame>
  );
}

export type CheckboxFieldProps = FieldFrameProps & Omit<ComponentPropsWithRef<'input'>, 'type'>;

export function CheckboxField({ label, error, errorValues, hint, required, className, ...input }: CheckboxFieldProps) {
  const ids = useControlIds(input.id, error, hint);
  return (
    <div className={classes('field field--checkbox', className)}>
      <div className="field__checkbox-row">
        <input
          id={ids.id}
          type="checkbox"
          aria-invalid={error?.message ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...input}
        />
        <label htmlFor={ids.id} className={required ? 'field__label--required' : undefined}>
          {label}
        </label>
      </div>
      <FieldMessages error={error} errorValues={errorValues} hint={hint} ids={ids} />
    </div>
  );
}
