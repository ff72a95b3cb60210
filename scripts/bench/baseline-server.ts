// The baseline of `npm run bench` (issue 8): a bare Koa server, run as its own process by the same
// Node, that answers every GET with a fixed JSON body and every POST by reading and parsing its JSON
// body, then answering the same. No router, no validation, no database, no logging: the most a
// Koa app on this machine can do, so the real server's figures are read as a share of it.
import Koa from 'koa';

// The body to answer; the benchmark replaces it with a real record (PUT /__baseline/body) once
// the real server has produced one, so both start at the same time.
let body = '{"status":"ok"}';
const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

function readBody(req: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.method === 'PUT' && ctx.path === '/__baseline/body') {
    body = await readBody(ctx.req);
    ctx.status = 204;
    return;
  }
  if (ctx.method === 'POST') {
    try {
      JSON.parse(await readBody(ctx.req));
    } catch {
      ctx.status = 400;
      ctx.body = { error: { code: 'validation_error', message: 'invalid JSON' } };
      return;
    }
  }
  ctx.type = 'application/json';
  ctx.body = body;
});

const server = app.listen(port, host);
server.keepAliveTimeout = 5_000;
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
