/**
 * Every input and textarea value and every text node (open shadow roots included) of this
 * document that holds a secret gets its placeholder instead (a page may echo what was typed).
 */
export function scrubFrame(replacements: ReadonlyArray<readonly [string, string]>): void {
  const scrub = (text: string) => replacements.reduce((out, [secret, placeholder]) => (out.includes(secret) ? out.split(secret).join(placeholder) : out), text);
  const visit = (root: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const clean = scrub(text);
      if (clean !== text) node.nodeValue = clean;
    }
    for (const el of Array.from(root.querySelectorAll('input, textarea'))) {
      const field = el as HTMLInputElement | HTMLTextAreaElement;
      const value = scrub(field.value);
      if (value !== field.value) field.value = value;
    }
    for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
}
