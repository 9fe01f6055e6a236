import 'react';

// Invoker commands (HTML): React passes the attributes through, but its types do not list them yet.
declare module 'react' {
  // The type parameter must be React's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?:
      'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`;
    commandfor?: string;
  }
}
