// POST /v1/verify, GET /v1/verify (issue 16) and GET /v1/verify/{id} (spec 4.3, 4.4): one call to
// the verification service each (server/verifications/service.ts), its result as a response.
import type { AppDeps } from '../../app-deps.js';
import { JsonText, type OperationHandler, type Schemas } from '../types.js';

export function createVerification({ verifications }: AppDeps): OperationHandler<'createVerification'> {
  return {
    handle: async (req) => {
      const created = await verifications.create(req.organization, req.body);
      // Spec 4.3: 200 with the finished record, 202 when it was accepted for later (webhookUrl).
      return created.state === 'finished' ? { status: 200, body: created.verification } : { status: 202, body: created.verification };
    },
  };
}

export function getVerification({ verifications }: AppDeps): OperationHandler<'getVerification'> {
  return { handle: async (req) => ({ status: 200, body: new JsonText<Schemas['Verification']>(await verifications.get(req.organization, req.params.id)) }) };
}

export function listVerifications({ verifications }: AppDeps): OperationHandler<'listVerifications'> {
  return { handle: async (req) => ({ status: 200, body: await verifications.list(req.organization, req.query) }) };
}
