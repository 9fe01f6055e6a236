import { TransferIcon } from '@sanity/icons/Transfer';
import { defineField, defineType, type ValidationContext } from 'sanity';
import { redirectProblem, type Redirect } from '../rules/redirect-rules';

/** The other redirects, as the rule compares them (this document's own copies left out). */
async function otherRedirects(context: ValidationContext): Promise<Redirect[]> {
  const own = (context.document?._id ?? '').replace(/^(drafts\.|versions\.[^.]+\.)/, '');
  const all = await context
    .getClient({ apiVersion: '2025-10-01' })
    .fetch<Array<Redirect & { _id: string }>>(
      `*[_type == "redirect" && defined(source) && defined(destination)]{ _id, source, destination }`,
    );
  return all.filter(({ _id }) => _id.replace(/^(drafts\.|versions\.[^.]+\.)/, '') !== own);
}

/**
 * An old address that answers 308 with a new one. Publishing a page or post under a new address writes one;
 * editors may add, change or delete them.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'Old address',
      type: 'string',
      description: 'A path on this site, e.g. /electricity-abuja.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'destination',
      title: 'New address',
      type: 'string',
      description: 'Where visitors of the old address are sent, e.g. /pay-electricity-abuja.',
      validation: (rule) =>
        rule.required().custom(async (destination, context) => {
          const source = (context.document as { source?: unknown } | undefined)?.source;
          if (typeof source !== 'string' || typeof destination !== 'string') return true;
          return redirectProblem({ source, destination }, await otherRedirects(context)) ?? true;
        }),
    }),
  ],
  preview: {
    select: { title: 'source', subtitle: 'destination' },
    prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({
      title,
      subtitle: subtitle && `→ ${subtitle}`,
    }),
  },
});
