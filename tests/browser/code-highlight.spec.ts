import {type Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {themes} from 'prism-react-renderer';
import {waitForHydration, watchConsole} from '../support/page';
import fs from 'node:fs';
import {runJson} from '../support/run-node';

// Code blocks are highlighted at build time (plugins/code-highlight): the HTML
// holds the token spans, a generated style sheet colours them for each colour
// mode, and no Prism code reaches the browser.

/** The colour a theme gives to `keyword` tokens, as the browser reports it. */
function keywordColour(theme: (typeof themes)['vsLight']): string {
  const entry = theme.styles.find((e) => e.types.includes('keyword'));
  return entry!.style.color!;
}

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const modes = {
  // VS Light's colours on the site's light grey (docusaurus.config.ts, `accessibleLight`).
  light: {keyword: keywordColour(themes.vsLight), background: 'rgb(246, 248, 250)'},
  dark: {keyword: keywordColour(themes.dracula), background: rgb(themes.dracula.plain.backgroundColor!)},
};

/** Computed colours of the first keyword token and its code block. */
function colours(page: Page) {
  return page.evaluate(() => {
    const keyword = document.querySelector('.theme-code-block .tk')!;
    const block = keyword.closest('.theme-code-block')!;
    return {keyword: getComputedStyle(keyword).color, background: getComputedStyle(block).backgroundColor};
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`code is coloured in ${mode} mode from the first paint, and no Prism code is loaded`, async ({browser}) => {
    const context = await browser.newContext({colorScheme: mode});
    const page = await context.newPage();
    const problems = watchConsole(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/docs/guides/debugger');
    await waitForHydration(page);
    expect(await colours(page)).toEqual(modes[mode]);
    // Prism's tokenizer runs its `before-tokenize` hooks; no script of the page holds it.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('before-tokenize'))).toEqual([]);
    // The server's markup fits either mode, so hydration reports no mismatch.
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('switching the colour mode recolours code at once', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/docs/guides/debugger');
  await waitForHydration(page);
  expect(await colours(page)).toEqual(modes.dark);
  // From the system's choice (dark), the toggle's first step is light.
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await colours(page)).toEqual(modes.light);
});

test('without JavaScript, code is coloured like the light page it sits on', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs/guides/debugger');
  expect(await colours(page)).toEqual(modes.light);
  await context.close();
});

test('magic comments and line ranges still mark lines, and the comment is not shown', async ({page}) => {
  await page.goto('/docs/guides/debugger');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block', {hasText: "import './debug';"});
  await expect(block).toHaveCount(1);
  await expect(block.locator('.theme-code-block-highlighted-line')).toHaveText(["import './debug';"]);
  await expect(block).not.toContainText('highlight-next-line');
  await expect(block.locator('.token-line').first().locator('.tk')).toHaveText('import');

  await page.goto('/docs/guides/quick-start');
  await waitForHydration(page);
  // ```ts title="src/index.ts" {3-9}
  const ranged = page.locator('.theme-code-block').filter({has: page.locator('.theme-code-block-highlighted-line')});
  await expect(ranged.first().locator('.theme-code-block-highlighted-line')).toHaveCount(7);
});

type Token = {types: string[]; content: string; empty?: boolean};

test('every code block of each language the site uses holds the tokens Prism makes of it', async ({page}, testInfo) => {
  const pages = [
    '/',
    '/docs/installation',
    '/docs/guides/quick-start',
    '/docs/guides/amx-mod-x',
    '/docs/examples/',
    '/docs/api/core/msg/Class/default',
    '/docs/api/core/cmd/',
  ];
  const blocks: {path: string; language: string; lines: string[][][]}[] = [];
  for (const path of pages) {
    await page.goto(path);
    const found = await page.locator('pre.prism-code').evaluateAll((pres) =>
      pres.map((pre) => ({
        language: Array.from(pre.classList)
          .find((c) => c.startsWith('language-'))!
          .slice('language-'.length),
        // A token is a span with its classes, or plain text without one. An API name's
        // link is a token that links (an `a` with the token's classes) or holds its
        // tokens, as an error's mark holds them; a popup or an error's message is not code.
        lines: Array.from(pre.querySelectorAll('.token-line')).map((line) => {
          const tokens: [string, string][] = [];
          const visit = (node: Node) => {
            if (
              node.nodeName === 'BR' ||
              (node instanceof Element && /^(tooltip|note)$/.test(node.getAttribute('role') ?? ''))
            ) {
              return;
            }
            const isContainer =
              node instanceof Element &&
              (/^nm-(name|error)$/.test(node.className) || (node.nodeName === 'A' && !node.className));
            if (isContainer) node.childNodes.forEach(visit);
            else tokens.push([node instanceof Element ? node.className : '', node.textContent ?? '']);
          };
          line.childNodes.forEach(visit);
          // Runs a link's edge split are one run, as the component writes them unlinked.
          return tokens.reduce<[string, string][]>((runs, token) => {
            const last = runs[runs.length - 1];
            if (last && last[0] === token[0]) last[1] += token[1];
            else runs.push([...token]);
            return runs;
          }, []);
        }),
      })),
    );
    expect(found.length, path).toBeGreaterThan(0);
    blocks.push(...found.map((block) => ({path, ...block})));
  }
  expect([...new Set(blocks.map((block) => block.language))].sort()).toEqual([
    'bash',
    'c',
    'ini',
    'js',
    'json',
    'text',
    'ts',
  ]);

  // What Prism makes of each block's shown code, with the build's own module.
  const samples = blocks.map((block) => ({
    language: block.language,
    code: block.lines.map((line) => line.map(([, text]) => text).join('')).join('\n'),
  }));
  const file = testInfo.outputPath('samples.json');
  fs.writeFileSync(file, JSON.stringify(samples));
  const {status, output: prism} = runJson<Token[][][]>('tests/support/prism-tokens.mjs', [file]);
  expect(status).toBe(0);

  let coloured = 0;
  blocks.forEach((block, i) => {
    // The stock component's markup, lighter: a span per run of non-empty tokens
    // of the same styled types (short classes: `tk` for `token keyword`), plain
    // text without a span, one empty plain span on an empty line.
    const expected = prism[i].map((line) => {
      const spans: string[][] = [];
      for (const token of line.filter((t) => !t.empty && t.content !== '')) {
        const name = token.types.join(' ') === 'plain' ? '' : token.types.join(' ');
        const last = spans[spans.length - 1];
        if (last && last[0] === name) last[1] += token.content;
        else spans.push([name, token.content]);
      }
      return spans.length > 0 ? spans : [['token plain', '']];
    });
    expect(block.lines, `${block.path}: a ${block.language} block`).toEqual(expected);
    if (block.lines.flat().some(([name]) => name !== 'token plain' && name !== '')) coloured++;
  });
  expect(coloured).toBeGreaterThan(20);
});
