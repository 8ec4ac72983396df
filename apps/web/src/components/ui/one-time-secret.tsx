/**
 * A secret shown once (an API key, a webhook's signing secret): a status box with what it is,
 * the value to copy, and "done" — after which the screen never shows it again.
 */
import { useId } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button';
import { toast } from '../../lib/toast';
import './one-time-secret.css';

export function OneTimeSecret({
  value,
  heading,
  text,
  label,
  texts,
  onDone,
}: {
  value: string;
  heading: string;
  text: string;
  /** The field's name, for screen readers. */
  label: string;
  texts: { copy: string; copied: string; copyFailed: string; done: string };
  onDone: () => void;
}) {
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };
  return (
    <div className="one-time-secret" role="status">
      <p className="alert__title">{heading}</p>
      <p>{text}</p>
      <div className="one-time-secret__row">
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          className="field__control one-time-secret__value"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="primary" icon={Copy} onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </div>
      <Button size="sm" icon={Check} onClick={onDone}>
        {texts.done}
      </Button>
    </div>
  );
}
