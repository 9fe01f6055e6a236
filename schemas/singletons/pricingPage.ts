import { defineField, defineType } from 'sanity';
import { labelField } from '../label-field';

export const pricingPage = defineType({
  name: 'pricingPage',
  title: 'Pricing page',
  type: 'document',
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'periodLabel', title: 'Billing period label', type: 'string', description: 'Read out by screen readers for the Monthly / Quarterly / Annually switch.', validation: (rule) => rule.required().max(40) }),
    labelField('freeStarterLabel', 'Free plan badge', 30),
    labelField('negotiableLabel', 'Custom price', 30),
    labelField('getStartedFreeLabel', 'Free plan button', 40),
    labelField('subscribeLabel', 'Subscribe button', 30),
    labelField('contactUsLabel', 'Custom plan button', 30),
    labelField('transactionFeeLabel', 'Transaction fee sentence', 80, { description: '{percent} is replaced by the plan\'s fee, e.g. "Only {percent}% fee on every completed transaction".' }),
    labelField('jobBidsLabel', 'Feature line after the bid limit', 60),
    labelField('jobPostsLabel', 'Feature line after the post limit', 60),
    labelField('unlimitedAccessLabel', 'Unlimited access line', 60),
    defineField({ name: 'footnote', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({ name: 'seo', type: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Pricing page' }) },
});
