import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { css } from '@/styles/css';
import { emotionClass, emotionClasses, emotionClassGroups } from '@/styles/server-jsx/emotion-styles';
import { jsx } from '@/styles/server-jsx/jsx-runtime';
import { buttonStyles } from '@/components/ui/button-styles';
import { paymentFormParts } from '@/features/paybills/payment-form-styles';
import { siteStylesheet } from '@/styles/stylesheet/site-stylesheet';

const rulesOf = (styles: ReturnType<typeof emotionClass>) => (styles.style?.props as { children: string }).children;

describe('server-side Emotion styles', () => {
  it('gives the styles a class name and the rules for it, nested selectors and media queries included', () => {
    const styles = emotionClass(css({ color: 'red', '&:hover': { color: 'blue' }, '@media (min-width: 768px)': { padding: '8px' } }));
    expect(styles.className).toMatch(/^e-[a-z0-9]+$/);
    expect(rulesOf(styles)).toBe(`.${styles.className}{color:red;}.${styles.className}:hover{color:blue;}@media (min-width: 768px){.${styles.className}{padding:8px;}}`);
    expect(styles.style?.props).toMatchObject({ href: styles.className, precedence: 'emotion' });
  });

  it('writes no vendor prefixes and hands out one style element per class, however often it is used', () => {
    const first = emotionClass(css({ display: 'flex', transform: 'none', userSelect: 'none' }));
    const again = emotionClass(css({ display: 'flex', transform: 'none', userSelect: 'none' }));
    expect(rulesOf(first)).toBe(`.${first.className}{display:flex;transform:none;user-select:none;}`);
    expect(again.style).toBe(first.style);
  });

  it('merges an Emotion class passed in className into one class, the passed styles winning', () => {
    const outer = emotionClass(css({ color: 'green' }));
    const merged = emotionClass(css({ color: 'blue', margin: 0 }), `${outer.className} external`);
    expect(merged.className).toMatch(/^external e-[a-z0-9]+$/);
    expect(merged.className).not.toContain(outer.className);
    expect(rulesOf(merged)).toMatch(/\{color:blue;margin:0;color:green;\}$/);
  });

  it('names the parts of a client island and returns the styles to render beside it', () => {
    const parts = emotionClasses({ dialog: css({ display: 'flex' }), close: css({ cursor: 'pointer' }) });
    expect(Object.keys(parts.classNames)).toEqual(['dialog', 'close']);
    expect(parts.styles.map((style) => (style.props as { href: string }).href)).toEqual([parts.classNames.dialog, parts.classNames.close]);
  });

  it('lists a style shared by two parts once', () => {
    const shared = css({ borderRadius: '4px' });
    const island = emotionClassGroups({ card: { frame: shared }, skeleton: { frame: shared, bar: css({ height: '8px' }) } });
    expect(island.classNames.card.frame).toBe(island.classNames.skeleton.frame);
    expect(island.styles).toHaveLength(2);
  });

  it('names the parts of an island made of several components, by component, with all their styles', () => {
    const island = emotionClassGroups({ card: { frame: css({ padding: '8px' }) }, toggle: { option: css({ margin: 0 }), pressed: css({ color: 'red' }) } });
    expect(Object.keys(island.classNames.card)).toEqual(['frame']);
    expect(Object.keys(island.classNames.toggle)).toEqual(['option', 'pressed']);
    expect(island.styles.map((style) => (style.props as { href: string }).href)).toEqual([island.classNames.card.frame, island.classNames.toggle.option, island.classNames.toggle.pressed]);
  });
});

describe('the server JSX runtime', () => {
  it('renders the css prop as a class and a style element holding its rules', () => {
    const html = renderToStaticMarkup(jsx('p', { css: css({ fontWeight: 700 }), id: 'note', children: 'Hello' }));
    const className = /<p id="note" class="(e-[a-z0-9]+)">Hello<\/p>/.exec(html)?.[1];
    expect(className).toBeDefined();
    expect(html).toContain(`.${className}{font-weight:700;}`);
  });

  it('leaves elements without a css prop as React renders them', () => {
    expect(renderToStaticMarkup(jsx('p', { className: 'plain', children: 'Hi' }))).toBe('<p class="plain">Hi</p>');
  });
});

describe("the site's stylesheet", () => {
  it('holds the rules of the styles that style modules export, alone or in parts, and pages render no style element for them', () => {
    const sheet = siteStylesheet();
    for (const exported of [paymentFormParts.form.stepsFrame, paymentFormParts.form.steps, paymentFormParts.buttons.primaryLarge]) {
      const styles = emotionClass(exported);
      expect(sheet.css).toContain(`.${styles.className}{`);
      expect(styles.style).toBeNull();
    }
    const html = renderToStaticMarkup(jsx('section', { css: paymentFormParts.form.steps, children: 'Hi' }));
    expect(html).toMatch(/^<section class="e-[a-z0-9]+">Hi<\/section>$/);
  });

  it('leaves styles made per render to the page: a style no module exports keeps its style element', () => {
    const made = emotionClass(css({ outlineOffset: '7px' }));
    expect(siteStylesheet().css).not.toContain(`.${made.className}{`);
    expect(rulesOf(made)).toBe(`.${made.className}{outline-offset:7px;}`);
  });

  it('is named by its content, so a browser keeps it until the styles change', () => {
    const sheet = siteStylesheet();
    expect(sheet.file).toMatch(/^[0-9a-f]{16}\.css$/);
    expect(sheet.href).toBe(`/styles/${sheet.file}`);
    // A look chosen per use, made once in its module: in the stylesheet too.
    expect(sheet.names.has(emotionClass(buttonStyles('ghost', 'lg')).className)).toBe(true);
  });
});
