// The ALTCHA proof-of-work captcha (the `altcha` web component, self-hosted). Loaded lazily by
// the contact form, so the widget's code costs nothing before the form opens. It uses the
// "external" build: the solving worker is a file of our own origin (worker-src 'self' in the
// server's content security policy forbids the blob: worker of the default build) and the styles
// come from our bundle. The challenge comes from /api/contact/challenge; nothing is fetched from
// any other origin, and the footer's link to altcha.org is hidden.
//
// altcha 2.x speaks the v1 challenge format that the server's altcha-lib 2.8.0 makes with
// `altcha-lib/v1` (algorithm, challenge, maxnumber, salt, signature); the payload it hands back is
// the base64 JSON the server verifies.

import 'altcha/external';
import 'altcha/altcha.css';
import workerUrl from 'altcha/worker?worker&url';
import { useEffect, useRef } from 'react';
import './AltchaField.css';

export const CHALLENGE_URL = '/api/contact/challenge';

/** The widget's texts, in the player's language (keys of the widget's own `strings`). */
export interface AltchaStrings {
  readonly label: string;
  readonly verifying: string;
  readonly verified: string;
  readonly error: string;
  readonly expired: string;
  readonly verificationRequired: string;
  readonly loading: string;
  readonly reload: string;
}

export interface AltchaFieldProps {
  readonly strings: AltchaStrings;
  /** The payload once solved; null when not (yet), or again (expired, reset). */
  readonly onChange: (payload: string | null) => void;
  /** Raise to start over with a new challenge (each challenge is taken only once). */
  readonly resetCount: number;
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
}

type WidgetElement = HTMLElement & AltchaWidgetMethods;

export default function AltchaField({
  strings,
  onChange,
  resetCount,
  invalid,
  describedBy,
}: AltchaFieldProps) {
  const widget = useRef<WidgetElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  useEffect(() => {
    if (resetCount === 0) return;
    widget.current?.reset();
    changed.current(null);
  }, [resetCount]);

  return (
    <div
      className={invalid ? 'altcha-field altcha-field--invalid' : 'altcha-field'}
      aria-describedby={describedBy}
    >
      <altcha-widget
        ref={widget}
        challengeurl={CHALLENGE_URL}
        workerurl={workerUrl}
        // No alert() while solving: the form says "wait" itself (waitAlert empty turns it off).
        strings={JSON.stringify({ ...strings, waitAlert: '' })}
        hidefooter
        auto="onfocus"
        name="captcha"
      />
    </div>
  );
}
