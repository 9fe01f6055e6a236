/**
 * The JSX runtime for server components styled with Emotion's `css` prop
 * (`/** @jsxImportSource @/styles/server-jsx *\/`). Emotion's own runtime needs React context,
 * which server components do not have; this one turns the prop into a class name and, unless the
 * site's stylesheet has its rules, a hoisted `<style>` at render time, so the browser receives no
 * Emotion code for these components.
 */
import type { ElementType, Key } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { emotionClass } from './emotion-styles';

export type { JSX } from '@emotion/react/jsx-runtime';
export { Fragment };

type Props = { css?: unknown; className?: unknown; [prop: string]: unknown };

function styled(render: typeof reactJsx) {
  return (type: ElementType, props: Props, key?: Key) => {
    if (props.css === undefined) return render(type, props, key);
    const { css, className, ...rest } = props;
    const styles = emotionClass(css as Parameters<typeof emotionClass>[0], typeof className === 'string' ? className : undefined);
    const element = render(type, { ...rest, className: styles.className }, styles.style ? undefined : key);
    return styles.style ? reactJsxs(Fragment, { children: [styles.style, element] }, key) : element;
  };
}

export const jsx = styled(reactJsx);
export const jsxs = styled(reactJsxs);
