/** The SDK version, sent in the User-Agent header. Keep in step with package.json (test/sdk/packaging.test.ts checks). */
export const VERSION = '0.1.0';
