import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineField, defineType } from 'sanity';
import { labelField } from '../label-field';

/** One short text per billing period, in the switch's order: monthly, quarterly, annually. */
const perPeriod = (name: string, title: string, description: string, max: number) =>
  defineField({
    name,
    title,
    type: 'object',
    description,
    options: { columns: 3 },
    fields: [labelField('monthly', 'Monthly', max), labelField('quarterly', 'Quarterly', max), labelField('annually', 'Annually', max)],
    validation: (rule) => rule.required(),
  });

export const pricingPage = defineType({
  name: 'pricingPage',
  title: 'Pricing page',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'periodLabel',
      title: 'Billing period switch: name for screen readers',
      type: 'string',
      description: 'Read out by screen readers for the Monthly / Quarterly / Annually switch.',
      validation: (rule) => rule.required().max(40),
    }),
    perPeriod('periodNames', 'Billing period switch: buttons', "The words on the switch's three buttons.", 20),
    perPeriod('priceSuffixes', 'Price endings', 'Written right after each price, e.g. "/month".', 20),
    labelField('freeStarterLabel', 'Free plan badge', 30),
    labelField('negotiableLabel', 'Custom price', 30, { description: 'Shown instead of a price on plans with a custom price.' }),
    labelField('getStartedFreeLabel', 'Free plan button', 40),
    labelField('subscribeLabel', 'Subscribe button', 30),
    labelField('contactUsLabel', 'Custom plan button', 30),
    labelField('transactionFeeLabel', 'Transaction fee sentence', 80, { description: '{percent} is replaced by the plan\'s fee, e.g. "Only {percent}% fee on every completed transaction".' }),
    labelField('jobBidsLabel', 'Feature line after the bid limit', 60),
    labelField('jobPostsLabel', 'Feature line after the post limit', 60),
    labelField('unlimitedAccessLabel', 'Unlimited access line', 60),
    defineField({ name: 'footnote', title: 'Footnote', type: 'text', rows: 2, description: 'Small print under the plan cards.', validation: (rule) => rule.max(300) }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Pricing page' }) },
});
