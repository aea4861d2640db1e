// The contact form (spec sections 5 and 7): name, email, subject and message required, and the
// captcha solved. Messages are stored, and mailed to the team when mail is configured.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaptchaChallenge,
  ContactAnswer,
  ContactBody,
  errorResponses,
  isEmail,
  MESSAGES,
} from '@numberland/contract';
import { optionalSessionIdOf, tenantOf } from '../plugins/client-headers';
import { ApiError } from '../plugins/errors';
import type { ContactRepository } from '../repositories/contact';
import type { Captcha } from '../services/captcha';
import type { Mailer } from '../services/mailer';

export interface ContactRoutesOptions {
  readonly messages: ContactRepository;
  readonly captcha: Captcha;
  readonly mail: Mailer;
  /** Where contact messages are mailed; none keeps them in the database only. */
  readonly contactTo: string | undefined;
  readonly perMinute: number;
}

const REQUIRED: readonly (readonly ['name' | 'email' | 'subject' | 'message', string])[] = [
  ['name', 'Please enter your name'],
  ['email', 'Please enter email'],
  ['subject', 'Please enter a subject'],
  ['message', 'Please write a message'],
];

export const contactRoutes: FastifyPluginAsyncTypebox<ContactRoutesOptions> = async (
  app,
  { messages, captcha, mail, contactTo, perMinute },
) => {
  app.get(
    '/contact/challenge',
    {
      schema: {
        summary: 'A captcha challenge for the contact form (ALTCHA)',
        response: { 200: CaptchaChallenge },
      },
    },
    async () => captcha.challenge(),
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a message to the team',
        body: ContactBody,
        response: { 200: ContactAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      for (const [name, message] of REQUIRED) {
        if (!(body[name] ?? '').trim()) throw new ApiError(400, `contact-${name}-missing`, message);
      }
      const email = body.email!.trim();
      if (!isEmail(email)) {
        throw new ApiError(400, 'forgot-password-not-email', MESSAGES['forgot-password-not-email']);
      }
      if (!body.captcha || !(await captcha.verify(body.captcha))) {
        throw new ApiError(400, 'captcha-failed', 'Please solve the captcha again.');
      }
      const message = {
        name: body.name!.trim(),
        email,
        subject: body.subject!.trim(),
        message: body.message!.trim(),
        sessionId: optionalSessionIdOf(request) ?? null,
        tenant: tenantOf(request),
      };
      await messages.store(message);
      if (contactTo) {
        await mail.send({
          to: contactTo,
          subject: `Contact: ${message.subject}`,
          text: `From ${message.name} <${email}>\n\n${message.message}`,
        });
      }
      return { sent: true };
    },
  );
};
