// fast-check arbitraries for the bad-input fuzzer (issue 9 item 1). JSON bodies are generated as
// TEXT from a small tree (`J`), not with JSON.stringify, so they can hold what JavaScript objects
// cannot: raw number literals (`1e400`, `-0`, `00`), duplicated keys, own `__proto__` keys, and
// nesting far deeper than any serializer would produce.
import fc from 'fast-check';

export type J = { t: 'raw'; text: string } | { t: 'arr'; items: J[] } | { t: 'obj'; entries: Array<[string, J]> };

export const raw = (text: string): J => ({ t: 'raw', text });
export const str = (s: string): J => raw(JSON.stringify(s));
export const obj = (entries: Array<[string, J | undefined]>): J => ({ t: 'obj', entries: entries.filter((e): e is [string, J] => e[1] !== undefined) });

export function render(j: J): string {
  if (j.t === 'raw') return j.text;
  if (j.t === 'arr') return `[${j.items.map(render).join(',')}]`;
  return `{${j.entries.map(([k, v]) => `${JSON.stringify(k)}:${render(v)}`).join(',')}}`;
}

export const METHODS = ['semantic', 'reasoning', 'tool', 'biprm', 'ensemble', 'entropy', 'formal'] as const;

const LONG_DIGITS = '9'.repeat(400);

/** Strings a careless parser trips over. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\t\n',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e400',
      '-0',
      '0x1F',
      'null',
      'undefined',
      'true',
      '[object Object]',
      '__proto__',
      'constructor',
      'prototype',
      '../../etc/passwd',
      '..\\..\\boot.ini',
      '%00',
      '%E0%A4%A',
      '\u0000',
      '\ud800',
      '\udfff\ud800',
      '\u202e\u0000\uffff',
      '💥🧪',
      '<script>alert(1)</script>',
      "'; DROP TABLE batches; --",
      '17 * 23 = 391',
      LONG_DIGITS,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(50_000), 'x'.repeat(50_001), ' '.repeat(50_001), '💥'.repeat(25_001)) },
);

/** Number literals as JSON text, including ones JSON.stringify never writes. */
export const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)),
  fc.integer().map(String),
  fc.constantFrom('1e400', '-1e400', '1E-400', '-0', '0.0', '1.0000000000000000001', '5e-324', '9007199254740993', '2147483648', '0.0005', '0.001', '1', '0.5', '300001', '999', '1e3'),
);

/** Keys that matter to the server, prototype-pollution keys, and noise. */
export const key: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'toString', 'hasOwnProperty', 'valueOf') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('content', 'methods', 'options', 'context', 'metadata', 'webhookUrl', 'items', 'fileId', 'name', 'evidence', 'idempotencyKey', 'timeout', 'maxRetries', ...METHODS),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const leaf: fc.Arbitrary<J> = fc.oneof(
  nastyString.map(str),
  numberText.map(raw),
  fc.constantFrom('true', 'false', 'null').map(raw),
);

/** Any JSON value, shallow, with nasty leaves and keys. */
export const jsonTree: fc.Arbitrary<J> = fc.letrec<{ node: J; arr: J; obj: J }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj')),
  arr: fc.array(tie('node'), { maxLength: 4 }).map((items): J => ({ t: 'arr', items })),
  obj: fc.array(fc.tuple(key, tie('node')), { maxLength: 4 }).map((entries): J => ({ t: 'obj', entries })),
})).node;

/** Nesting deep enough to overflow a recursive walker, or just inside the body limit. */
export const deepJson: fc.Arbitrary<J> = fc
  .tuple(fc.integer({ min: 60, max: 120_000 }), fc.constantFrom('arr', 'obj', 'mixed'))
  .map(([n, kind]) => {
    if (kind === 'arr') return raw(`${'['.repeat(n)}${']'.repeat(n)}`);
    if (kind === 'obj') return raw(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);
    return raw(`${'[{"__proto__":'.repeat(n)}0${'}]'.repeat(n)}`);
  });

/** "Zip bomb"-like JSON: a small schema multiplied up to (and past) 1 MB, and the values a body may hold. */
export const repetitiveJson: fc.Arbitrary<J> = fc
  .tuple(fc.integer({ min: 1_000, max: 150_000 }), fc.constantFrom('[1,', '{"k":"v"},', '"aaaaaaaa",', '[[[]]],'))
  .map(([n, unit]) => raw(`[${unit.repeat(n)}0]`));

/** A value that is right, wrong or hostile for a field whose valid values `valid` generates. */
export function field(valid: fc.Arbitrary<J>): fc.Arbitrary<J | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: jsonTree },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.oneof(deepJson, repetitiveJson) },
  );
}

const weight = fc.oneof(fc.double({ min: 0.001, max: 1, noNaN: true }).map((d) => raw(JSON.stringify(d))), numberText.map(raw));

export const methods: fc.Arbitrary<J> = fc
  .tuple(fc.subarray([...METHODS], { minLength: 0 }), fc.array(weight, { minLength: 7, maxLength: 7 }), fc.array(fc.tuple(key, jsonTree), { maxLength: 1 }))
  .map(([names, weights, extra]) => obj([...names.map((m, i): [string, J] => [m, weights[i]!]), ...extra]));

export const options: fc.Arbitrary<J> = fc
  .record(
    {
      timeout: fc.oneof(fc.integer({ min: 1_000, max: 300_000 }).map(String), numberText),
      maxRetries: fc.oneof(fc.integer({ min: 0, max: 5 }).map(String), numberText),
      acceptThreshold: numberText,
      escalateThreshold: numberText,
      minConfidence: numberText,
      retryOnLowConfidence: fc.constantFrom('true', 'false', '"true"', '1'),
      useCache: fc.constantFrom('true', 'false', 'null'),
    },
    { requiredKeys: [] },
  )
  .map((o) => obj(Object.entries(o).map(([k, v]): [string, J] => [k, raw(v)])));

export const context: fc.Arbitrary<J> = fc.oneof(
  fc.array(fc.tuple(key, jsonTree), { maxLength: 5 }).map((entries): J => ({ t: 'obj', entries })),
  fc.integer({ min: 99, max: 102 }).map((n) => obj(Array.from({ length: n }, (_, i): [string, J] => [`k${i}`, str('v')]))),
  deepJson.map((inner) => obj([['evidence', inner]])),
);

export const metadata: fc.Arbitrary<J> = fc.oneof(
  fc.array(fc.tuple(key, fc.oneof(nastyString.map(str), leaf)), { maxLength: 5 }).map((entries): J => ({ t: 'obj', entries })),
  fc.integer({ min: 49, max: 52 }).map((n) => obj(Array.from({ length: n }, (_, i): [string, J] => [`m${i}`, str('x'.repeat(i % 2 === 0 ? 500 : 501))]))),
);

/**
 * Webhook targets: loopback, private, link-local, metadata, IPv6 and malformed ones. Only IP
 * literals and names refused without a DNS query: the fuzzer never makes the server resolve or
 * contact anything beyond loopback.
 */
export const webhookUrl: fc.Arbitrary<J> = fc
  .constantFrom(
    'http://127.0.0.1:9/h',
    'http://127.1/h',
    'http://2130706433/h',
    'http://0x7f.0.0.1/h',
    'http://10.0.0.1/h',
    'http://192.168.1.1/h',
    'http://172.16.0.1/h',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/h',
    'http://[::ffff:127.0.0.1]/h',
    'http://[fd00:ec2::254]/h',
    'http://[fe80::1]/h',
    'http://0.0.0.0/h',
    'http://localhost/h',
    'http://foo.localhost/h',
    'http://metadata.google.internal/',
    'http://user:pass@127.0.0.1/h',
    'ftp://127.0.0.1/h',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://',
    'http://[::1',
    'http://%zz/',
    `http://127.0.0.1/${'a'.repeat(2100)}`,
  )
  .map(str);

export const content: fc.Arbitrary<J> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 60 }).map(str) },
  { weight: 2, arbitrary: nastyString.map(str) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(50_000), 'x'.repeat(50_001)).map(str) },
);

const extraFields = fc.array(fc.tuple(key, jsonTree), { maxLength: 2 });

export const verifyBody: fc.Arbitrary<J> = fc
  .tuple(field(content), field(methods), field(options), field(context), field(metadata), fc.option(webhookUrl, { freq: 4 }), extraFields)
  .map(([c, m, o, ctx, md, w, extra]) =>
    obj([['content', c], ['methods', m], ['options', o], ['context', ctx], ['metadata', md], ['webhookUrl', w ?? undefined], ...extra]),
  );

const inputItem: fc.Arbitrary<J> = fc
  .tuple(field(content), fc.option(context, { freq: 3 }), fc.option(nastyString.map(str), { freq: 3 }), fc.array(fc.tuple(key, jsonTree), { maxLength: 1 }))
  .map(([c, ctx, k, extra]) => obj([['content', c], ['context', ctx ?? undefined], ['idempotencyKey', k ?? undefined], ...extra]));

const items: fc.Arbitrary<J> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.oneof({ weight: 5, arbitrary: inputItem }, { weight: 1, arbitrary: jsonTree }), { maxLength: 5 }).map((list): J => ({ t: 'arr', items: list })) },
  { weight: 1, arbitrary: fc.constantFrom(100, 101).map((n): J => ({ t: 'arr', items: Array.from({ length: n }, (_, i) => obj([['content', str(`item ${i}`)]])) })) },
);

const fileId: fc.Arbitrary<J> = fc.oneof(fc.uuid().map(str), fc.constantFrom('../../etc/passwd', '00000000-0000-0000-0000-000000000000', '').map(str), jsonTree);

export const batchBody: fc.Arbitrary<J> = fc
  .tuple(
    fc.option(items, { freq: 5 }),
    fc.option(fileId, { freq: 3 }),
    field(methods),
    fc.option(options, { freq: 2 }),
    fc.option(nastyString.map(str), { freq: 3 }),
    fc.option(context, { freq: 3 }),
    fc.option(webhookUrl, { freq: 5 }),
    extraFields,
  )
  .map(([i, f, m, o, n, ctx, w, extra]) =>
    obj([['items', i ?? undefined], ['fileId', f ?? undefined], ['methods', m], ['options', o ?? undefined], ['name', n ?? undefined], ['context', ctx ?? undefined], ['webhookUrl', w ?? undefined], ...extra]),
  );

/** Turns JSON text into bytes, sometimes with invalid UTF-8 spliced in. */
export const bodyBytes = (json: fc.Arbitrary<J>): fc.Arbitrary<Buffer> =>
  fc.tuple(json, fc.option(fc.tuple(fc.nat(), fc.constantFrom([0xff], [0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf])), { freq: 6 })).map(([j, corrupt]) => {
    const bytes = Buffer.from(render(j), 'utf8');
    if (!corrupt) return bytes;
    const [at, bad] = corrupt;
    const i = bytes.length === 0 ? 0 : at % bytes.length;
    return Buffer.concat([bytes.subarray(0, i), Buffer.from(bad), bytes.subarray(i)]);
  });

export const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=zzz',
      'application/merge-patch+json',
      'application/json;;;==',
      '*/*',
      'application/xml',
    ),
  },
);

/** Printable ASCII header values (fetch refuses control characters before sending). */
export const headerValue = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 300 });

/** File names a client might send to escape UPLOAD_DIR, and noise. */
export const fileName: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '../../x.csv',
      '../../../../../../tmp/verity-escape.json',
      '..\\..\\x.csv',
      '/etc/passwd',
      '/tmp/abs.json',
      'a/b/../../../c.csv',
      '..',
      '.',
      '',
      ' ',
      'x.csv\u0000.json',
      '%2e%2e%2fx.csv',
      '....//....//x.csv',
      'CON',
      '.hidden.json',
      `${'x'.repeat(300)}.csv`,
      'items.JSON',
      'rows.CSV',
      'no-extension',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

const csvCell = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('"', '""', '"a"b', 'a,b', '"a,b"', '\r\n', '\n', '"unclosed', '__proto__', 'x'.repeat(50_001)));
const csvHeader = fc.array(fc.constantFrom('content', 'CONTENT', ' Content ', 'idempotencyKey', 'idempotency_key', 'context.domain', 'context.__proto__', 'context.', 'context.constructor', 'other', '"content"'), { minLength: 0, maxLength: 5 });

/** CSV uploads: valid ones, mismatched quotes, ragged rows, 10,000 columns, blank lines. */
export const csvText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(csvHeader, fc.array(fc.array(csvCell, { maxLength: 6 }), { maxLength: 8 }), fc.constantFrom('\n', '\r\n')).map(([h, rows, eol]) => [h.join(','), ...rows.map((r) => r.join(','))].join(eol) + eol) },
  { weight: 1, arbitrary: fc.constant(`${Array.from({ length: 10_000 }, (_, i) => (i === 0 ? 'content' : `c${i}`)).join(',')}\n${'x,'.repeat(9_999)}x\n`) },
  { weight: 1, arbitrary: fc.constant(`content\n${Array.from({ length: 10_000 }, (_, i) => `row ${i}`).join('\n')}\n`) },
  { weight: 1, arbitrary: fc.constantFrom('content\n"never closed\nmore\n', 'content,context.a\n"a"b,c\n', 'content\n"x""\n', '\ufeffcontent\r\n\r\n\r\nx\r\n', 'content\n' + '"'.repeat(5_001)) },
);

/** JSON uploads: items arrays and objects, deep, repetitive, hostile keys. */
export const jsonFileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: items.map(render) },
  { weight: 2, arbitrary: fc.tuple(items, extraFields).map(([i, extra]) => render(obj([['items', i], ...extra]))) },
  { weight: 1, arbitrary: jsonTree.map(render) },
  { weight: 1, arbitrary: fc.oneof(deepJson, repetitiveJson).map(render) },
);

export const uploadBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 4, arbitrary: csvText.map((t) => Buffer.from(t, 'utf8')) },
  { weight: 4, arbitrary: jsonFileText.map((t) => Buffer.from(t, 'utf8')) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)) },
  { weight: 1, arbitrary: fc.constant(Buffer.concat([Buffer.from('content\n'), Buffer.from([0xff, 0xfe, 0x00, 0xc3]), Buffer.from('\n')])) },
);
