/**
 * Test-only page (built only with DOCS_TEST_PAGES=true): renders normally on the server, then
 * throws once in the browser so the tests can check the crash page and that "Try again"
 * renders the page again.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';

let hasExploded = false;

function Bomb(): ReactNode {
  const [explode, setExplode] = useState(false);
  useEffect(() => {
    if (!hasExploded) setExplode(true);
  }, []);
  if (explode && !hasExploded) {
    hasExploded = true;
    throw new Error('Simulated render failure for the crash-page test');
  }
  if (explode) throw new Error('Simulated render failure for the crash-page test');
  return <p data-testid="crash-test-content">The test page rendered.</p>;
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test">
      <main className="container margin-vert--lg">
        <Bomb />
      </main>
    </Layout>
  );
}
