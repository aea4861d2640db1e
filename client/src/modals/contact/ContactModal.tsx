// The contact form (#contactus, spec sections 2, 4, 5 and 7): name, email, subject and message,
// and the ALTCHA captcha. Started, sending, then sent or failed (spec section 4). Problems are
// checked in the spec's order before sending; the server checks again and its answer is shown
// as text. A signed-in player's name and email are filled in.

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { ApiError } from '../../api/errors';
import { errorText } from '../../i18n/error-text';
import { useAuth } from '../../state/auth';
import type { ModalContentProps } from '../types';
import type { AltchaStrings } from './AltchaField';
import { ContactProblemText } from './ContactProblemText';
import {
  CONTACT_MAX_LENGTH,
  type ContactFields,
  type ContactProblem,
  checkContact,
  fieldOfProblem,
  isContactProblem,
} from './contact-validation';
import './ContactModal.css';

// The widget's code loads when the form first opens; if it cannot load, the form says so.
const AltchaField = lazy(() => import('./AltchaField').catch(() => ({ default: AltchaUnavailable })));

function AltchaUnavailable() {
  const { t } = useTranslation();
  return <p className="contact__problem">{t('contact.captcha.unavailable')}</p>;
}

type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly email: string }
  | { readonly kind: 'failed'; readonly text: string };

const FIELD_ORDER = ['name', 'email', 'subject', 'message'] as const;

export function ContactModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  const [fields, setFields] = useState<ContactFields>(() => ({
    name: user?.username ?? '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  }));
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaResets, setCaptchaResets] = useState(0);
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const inputs = useRef<Partial<Record<keyof ContactFields, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const idBase = useId();
  const idOf = (name: string) => `${idBase}-${name}`;

  const strings: AltchaStrings = {
    label: t('contact.captcha.label'),
    verifying: t('contact.captcha.verifying'),
    verified: t('contact.captcha.verified'),
    error: t('contact.captcha.error'),
    expired: t('contact.captcha.expired'),
    verificationRequired: t('contact.captcha.required'),
    loading: t('common.loading'),
    reload: t('contact.captcha.reload'),
  };

  const showProblem = (found: ContactProblem) => {
    setProblem(found);
    const field = fieldOfProblem(found);
    if (field) inputs.current[field]?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = checkContact(fields, captcha);
    if (found) {
      showProblem(found);
      return;
    }
    setProblem(null);
    setStatus({ kind: 'sending' });
    try {
      await api.contact({
        name: fields.name.trim(),
        email: fields.email.trim(),
        subject: fields.subject.trim(),
        message: fields.message.trim(),
        captcha: captcha ?? '',
      });
      setStatus({ kind: 'sent', email: fields.email.trim() });
    } catch (error) {
      // Each challenge is taken once: after anything but a field problem, solve a new one.
      const fieldProblem =
        error instanceof ApiError && isContactProblem(error.code) && fieldOfProblem(error.code) !== null;
      if (!fieldProblem) setCaptchaResets((n) => n + 1);
      if (error instanceof ApiError && isContactProblem(error.code)) {
        setStatus({ kind: 'editing' });
        showProblem(error.code);
      } else {
        setStatus({ kind: 'failed', text: errorText(t, error) });
      }
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="contact contact--sent">
        <p className="contact__sent" role="status">
          {t('contact.sent', { email: status.email })}
        </p>
        <button type="button" className="button" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    );
  }

  const problemField = problem ? fieldOfProblem(problem) : null;
  const problemId = idOf('problem');
  const field = (name: keyof ContactFields) => ({
    id: idOf(name),
    name,
    value: fields[name],
    maxLength: CONTACT_MAX_LENGTH[name],
    'aria-invalid': problemField === name ? true : undefined,
    'aria-describedby': problemField === name ? problemId : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setFields((old) => ({ ...old, [name]: e.target.value }));
      if (problemField === name) setProblem(null);
    },
  });

  return (
    <form className="contact" onSubmit={(e) => void submit(e)} noValidate>
      <p className="contact__intro">{t('contact.intro')}</p>
      {FIELD_ORDER.map((name) => (
        <div key={name} className="contact__field">
          <label htmlFor={idOf(name)}>{t(`contact.fields.${name}`)}</label>
          {name === 'message' ? (
            <textarea
              {...field(name)}
              ref={(el) => {
                inputs.current[name] = el;
              }}
              rows={4}
            />
          ) : (
            <input
              {...field(name)}
              ref={(el) => {
                inputs.current[name] = el;
              }}
              type={name === 'email' ? 'email' : 'text'}
              autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
            />
          )}
          {problem && problemField === name && <ContactProblemText id={problemId} problem={problem} />}
        </div>
      ))}
      <div className="contact__field">
        <Suspense fallback={<p className="contact__loading">{t('contact.captcha.loadingWidget')}</p>}>
          <AltchaField
            strings={strings}
            onChange={(payload) => {
              setCaptcha(payload);
              if (payload && problem && problemField === null) setProblem(null);
            }}
            resetCount={captchaResets}
            invalid={problem !== null && problemField === null}
            describedBy={problem !== null && problemField === null ? problemId : undefined}
          />
        </Suspense>
        {problem && problemField === null && <ContactProblemText id={problemId} problem={problem} />}
      </div>
      {status.kind === 'failed' && (
        <p className="contact__problem" role="alert">
          {status.text}
        </p>
      )}
      <button
        type="submit"
        className="button button--play contact__send"
        disabled={status.kind === 'sending'}
      >
        {status.kind === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
