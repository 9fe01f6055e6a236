import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineField, defineType } from 'sanity';
import { labelField } from '../label-field';
import { seoField } from '../seo-field';

/** One short text per billing period, in the switch's order: monthly, quarterly, annually. */
const perPeriod = (name: string, title: string, description: string, max: number, group: string) =>
  defineField({
    name,
    title,
    type: 'object',
    group,
    description,
    options: { columns: 3 },
    fields: [
      labelField('monthly', 'Monthly', max),
      labelField('quarterly', 'Quarterly', max),
      labelField('annually', 'Annually', max),
    ],
    validation: (rule) => rule.required(),
  });

export const pricingPage = defineType({
  name: 'pricingPage',
  title: 'Pricing page',
  type: 'document',
  icon: CreditCardIcon,
  groups: [
    { name: 'intro', title: 'Intro', default: true },
    { name: 'period', title: 'Billing period' },
    { name: 'plans', title: 'Plan cards' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      group: 'intro',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'intro',
      title: 'Intro',
      type: 'text',
      rows: 2,
      group: 'intro',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'periodLabel',
      title: 'Billing period switch: name for screen readers',
      type: 'string',
      group: 'period',
      description: 'Read out by screen readers for the Monthly / Quarterly / Annually switch.',
      validation: (rule) => rule.required().max(40),
    }),
    perPeriod(
      'periodNames',
      'Billing period switch: buttons',
      "The words on the switch's three buttons.",
      20,
      'period',
    ),
    perPeriod('priceSuffixes', 'Price endings', 'Written right after each price, e.g. "/month".', 20, 'period'),
    labelField('freeStarterLabel', 'Free plan badge', 30, { group: 'plans' }),
    labelField('negotiableLabel', 'Custom price', 30, {
      group: 'plans',
      description: 'Shown instead of a price on plans with a custom price.',
    }),
    labelField('getStartedFreeLabel', 'Free plan button', 40, { group: 'plans' }),
    labelField('subscribeLabel', 'Subscribe button', 30, { group: 'plans' }),
    labelField('contactUsLabel', 'Custom plan button', 30, { group: 'plans' }),
    labelField('transactionFeeLabel', 'Transaction fee sentence', 80, {
      group: 'plans',
      description:
        '{percent} is replaced by the plan\'s fee, e.g. "Only {percent}% fee on every completed transaction".',
    }),
    labelField('jobBidsLabel', 'Feature line after the bid limit', 60, { group: 'plans' }),
    labelField('jobPostsLabel', 'Feature line after the post limit', 60, { group: 'plans' }),
    labelField('unlimitedAccessLabel', 'Unlimited access line', 60, { group: 'plans' }),
    defineField({
      name: 'footnote',
      title: 'Footnote',
      type: 'text',
      rows: 2,
      group: 'plans',
      description: 'Small print under the plan cards.',
      validation: (rule) => rule.max(300),
    }),
    seoField('seo'),
  ],
  preview: { prepare: () => ({ title: 'Pricing page' }) },
});
