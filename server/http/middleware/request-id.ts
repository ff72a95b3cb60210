// `X-Request-Id` on every response (spec 1, 4.1), echoed as `requestId` in error bodies.
//
// An incoming X-Request-Id is NOT adopted: the spec promises a unique identifier per request, and a
// client could send the same value twice. It is logged as `clientRequestId` instead, so a
// caller's own correlation id still finds our log line.
import type Koa from 'koa';
import { newId } from '../../ids.js';
import type { VerityState } from '../types.js';

export function newRequestId(): string {
  return newId('request');
}

export function requestId(): Koa.Middleware<VerityState> {
  return async (ctx, next) => {
    const id = newRequestId();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    await next();
  };
}
