import { describe, expect, it } from 'vitest';
import { serveArguments } from '../../../lib/serveArguments.mjs';

describe('serveArguments', () => {
  it('keeps the serve script as written and sets the directory, base path and port', () => {
    expect(
      serveArguments('node scripts/serve-static.mjs --dir build --port 3000 --compress', {
        dir: '/tmp/site',
        base: '/b/',
        port: '4650',
      }),
    ).toEqual(['scripts/serve-static.mjs', '--dir', '/tmp/site', '--port', '4650', '--compress', '--base', '/b/']);
  });

  it('refuses a serve script it could not point at another port', () => {
    expect(() => serveArguments('docusaurus serve --host 127.0.0.1', { port: '1' })).toThrow(/serve script/);
    expect(() => serveArguments('node scripts/serve-static.mjs', { port: '1' })).toThrow(/--port N/);
  });
});
