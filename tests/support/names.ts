import type {Page} from '@playwright/test';

/**
 * The names on the page (elements matched by `selector`) that the browser has
 * drawn over more than one line with a break inside a word: between two letters
 * or digits ("postDllG" / "ameInit", "PLUGIN_HANDLE" / "D"). A name may wrap
 * after a dot or an underscore (`nodemod.` `eng`, `VGuiWrap2_`
 * `GetLocalizedStringLength`), at a space, or between other signs; and never
 * inside the C arrow (`gpGlobals-` `>v_forward`). Each name is read character by
 * character, so a break is found wherever the layout put it, whatever the style
 * sheet says.
 */
export async function namesBrokenInsideAWord(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      if (element.getClientRects().length < 2) continue;
      const range = document.createRange();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let before = '';
      let lastTop: number | null = null;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          const char = node.data[i]!;
          if (!rect || /\s/.test(char)) {
            before = char;
            continue;
          }
          const insideWord = /[A-Za-z0-9]/.test(before) && /[A-Za-z0-9]/.test(char);
          const insideArrow = before === '-' && char === '>';
          if (lastTop !== null && rect.top > lastTop + 2 && (insideWord || insideArrow)) {
            broken.push(`${element.textContent} (broken before "${node.data.slice(i)}")`);
          }
          lastTop = rect.top;
          before = char;
        }
      }
    }
    return broken;
  });
}
