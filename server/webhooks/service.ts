// The webhook service (issue 24: one service per resource): what the other services need of
// webhooks, made once at the composition root. A caller's `webhookUrl` is checked against the
// address rules here (DECISIONS.md "Webhooks" > Address rules), with the deployment's
// WEBHOOK_ALLOW_PRIVATE, so no service carries that setting. Events are put in the outbox
// (outbox.ts, which wakes the job runner after the commit) and delivered by deliveries.ts, a job
// source of the runner.
import { validationError } from '../errors.js';
import { checkWebhookUrl, type Resolver } from './address-policy.js';

export interface WebhookServiceDeps {
  /** WEBHOOK_ALLOW_PRIVATE=1 (config.webhookAllowPrivate). */
  allowPrivate: boolean;
  /** Replaces DNS when URLs are checked (tests). */
  resolve?: Resolver;
}

export interface WebhookService {
  /** Throws `400 validation_error` on `webhookUrl` unless the URL may receive webhooks (spec 4.3, 4.5). */
  assertDeliverable(url: string): Promise<void>;
}

export function createWebhookService(deps: WebhookServiceDeps): WebhookService {
  const policy = { allowPrivate: deps.allowPrivate, ...(deps.resolve ? { resolve: deps.resolve } : {}) };
  return {
    async assertDeliverable(url) {
      const check = await checkWebhookUrl(url, policy);
      if (!check.ok) throw validationError([{ field: 'webhookUrl', message: check.reason }]);
    },
  };
}
