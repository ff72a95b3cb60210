// POST /v1/verify, GET /v1/verify (issue 16) and GET /v1/verify/{id} (spec 4.3, 4.4): thin adapters from the validated
// request to the verification service (server/verifications/service.ts).
import type { AppDeps } from '../../app-deps.js';
import { createVerification as create, createVerificationReader, type VerifyServiceDeps } from '../../verifications/service.js';
import { listVerifications as list } from '../../verifications/list.js';
import { JsonText, type Handler, type Schemas } from '../types.js';

function serviceDeps(deps: AppDeps): VerifyServiceDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    engine: deps.engine,
    logger: deps.logger,
    webhookAllowPrivate: deps.config.webhookAllowPrivate,
    notifyWorkers: () => deps.workers.notify(),
    metrics: deps.telemetry.metrics,
  };
}

export function createVerification(deps: AppDeps): Handler<'createVerification'> {
  const service = serviceDeps(deps);
  return async (req) => create(service, req.organization, req.body);
}

export function getVerification(deps: AppDeps): Handler<'getVerification'> {
  const read = createVerificationReader({ db: deps.db, clock: deps.clock, retentionDays: deps.config.retentionDays });
  return async (req) => ({ status: 200, body: new JsonText<Schemas['Verification']>(await read(req.organization, req.params.id)) });
}

export function listVerifications(deps: AppDeps): Handler<'listVerifications'> {
  return async (req) => ({ status: 200, body: await list(deps, req.organization, req.query) });
}
