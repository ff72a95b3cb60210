// `X-Request-Id` on every response (spec 1, 4.1), echoed as `requestId` in error bodies.
//
// An incoming X-Request-Id is NOT adopted: the spec promises a unique identifier per request, and a
// client could send the same value twice. It is logged as `clientRequestId` instead, so a
// caller's own correlation id still finds our log line.
import type Koa from 'koa';
import type { Clock } from '../../clock.js';
import { newId } from '../../ids.js';
import type { VerityState } from '../types.js';

/** The first step of every request (server/http/request-pipeline.ts). */
export function assignRequestId(ctx: Koa.ParameterizedContext<VerityState>, clock: Clock): void {
  const id = newId('request', clock.now());
  ctx.state.requestId = id;
  ctx.set('X-Request-Id', id);
}
