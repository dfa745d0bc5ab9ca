const { serveStatic } = await import('/work/main/bench/src/web/static-server.ts');
const s = await serveStatic('/work/main/web/dist');
const { execFile } = await import('node:child_process');
const { promisify } = await import('node:util');
const run = promisify(execFile);
const pages = (process.env.PAGES ?? '/home').split(',');
try {
for (const p of pages) for (let i = 0; i < Number(process.env.N ?? 3); i++) {
const { stdout: out } = await run(process.execPath, ['node_modules/lighthouse/cli/index.js', s.origin + p, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 1e8 });
const r = JSON.parse(out.toString());
const a = r.audits;
console.log(p, r.categories.performance.score, ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','bootup-time'].map(k => k.split('-').map(w=>w[0]).join('') + '=' + a[k].displayValue).join(' | '));
}
} finally { await s.close(); }
