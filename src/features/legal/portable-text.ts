type Block = {
  _type: string;
  _key?: string;
  style?: string;
  children?: ReadonlyArray<{ _type: string; text?: unknown }>;
};

export function blockText(block: Block): string {
  return (block.children ?? []).map((child) => (typeof child.text === 'string' ? child.text : '')).join('');
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function tableOfContents(body: readonly Block[]): Array<{ id: string; title: string }> {
  return body
    .filter((block) => block._type === 'block' && block.style === 'h2')
    .map((block) => ({ id: slugify(blockText(block)), title: blockText(block) }));
}
