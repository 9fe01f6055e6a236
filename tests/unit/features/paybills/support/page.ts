import { fireEvent } from '@testing-library/dom';

/**
 * What a payer sees of pay bills in one tab, and what they do there, read from the page's document as a
 * person would: buttons by their words, fields by their labels, the summary and receipt by their rows.
 * (Plain DOM reads: testing-library's role queries cost a tenth of a second each in jsdom.)
 */

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export class PageView {
  constructor(private readonly document: Document) {}

  get body(): HTMLElement {
    return this.document.body;
  }

  button(name: string): HTMLButtonElement | null {
    return [...this.document.querySelectorAll('button')].find((button) => text(button) === name) ?? null;
  }

  /** A button the payer can press now. */
  enabled(name: string): HTMLButtonElement | null {
    const button = this.button(name);
    return button && !button.disabled ? button : null;
  }

  /** The control a label names. */
  field(label: string): HTMLInputElement | HTMLSelectElement | null {
    const found = [...this.document.querySelectorAll('label')].find((each) => text(each) === label);
    const control = found?.htmlFor ? this.document.getElementById(found.htmlFor) : null;
    return control instanceof this.document.defaultView!.HTMLInputElement ||
      control instanceof this.document.defaultView!.HTMLSelectElement
      ? control
      : null;
  }

  heading(name: string): HTMLElement | null {
    return [...this.document.querySelectorAll<HTMLElement>('h2, h3')].find((heading) => text(heading) === name) ?? null;
  }

  /** The rows of the region a heading names (`Order Summary`, `Payment Successful`): label to value. */
  rows(region: string): Map<string, string> | null {
    const heading = this.heading(region);
    const section = heading?.closest('section');
    if (!section) return null;
    return new Map(
      [...section.querySelectorAll('dl > div')].map((row) => [
        text(row.querySelector('dt')),
        text(row.querySelector('dd')),
      ]),
    );
  }

  get summary(): Map<string, string> | null {
    return this.rows('Order Summary');
  }

  get receipt(): Map<string, string> | null {
    return this.rows('Payment Successful');
  }

  /** The open receipt's token, from its token box. */
  get token(): string | null {
    const token = this.document.querySelector('[data-testid="receipt-token"]');
    return token ? text(token).replace(/\s/g, '') : null;
  }

  /** What the payment panel shows of an order's payment: its progress card's heading. */
  get progress(): string | null {
    return (
      text(
        this.document.getElementById('payment-status-heading') ??
          this.document.getElementById('payment-failed-heading'),
      ) || null
    );
  }

  /** The selected service in the menu. */
  get service(): string | null {
    return text(this.document.querySelector('[role="tab"][aria-selected="true"]')) || null;
  }

  has(words: string): boolean {
    return text(this.body).includes(words);
  }

  click(element: Element): void {
    fireEvent.click(element);
  }

  /** Types or pastes `value` into a field (the change React hears). */
  fill(element: HTMLInputElement | HTMLSelectElement, value: string): void {
    fireEvent.change(element, { target: { value } });
  }
}
