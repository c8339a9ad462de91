import { useMutation } from '@tanstack/react-query';
import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { sendContact } from './api';

/** The /contact form: the message is mailed to the operators, who reply to the address given. */
export function ContactForm() {
  const { t } = useTranslation();
  const messageId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const send = useMutation({ mutationFn: sendContact });

  function submit(e: FormEvent) {
    e.preventDefault();
    send.mutate({ name: name.trim(), email: email.trim(), message: message.trim() });
  }

  if (send.isSuccess) return <Alert kind="success">{t('account.contactSent', { email: email.trim() })}</Alert>;
  return (
    <form className="stack card" onSubmit={submit} aria-label={t('account.contactForm')}>
      <Field label={t('account.contactName')} name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
      <Field label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <div className="field">
        <label htmlFor={messageId}>{t('account.contactMessage')}</label>
        <textarea id={messageId} name="message" required rows={6} maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      {send.error && <Alert kind="error">{send.error instanceof HttpError ? send.error.message : t('errors.unreachable')}</Alert>}
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>{send.isPending ? t('account.sending') : t('account.contactSend')}</button>
    </form>
  );
}
