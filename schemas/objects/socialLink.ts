import { ShareIcon } from '@sanity/icons/Share';
import { defineField, defineType } from 'sanity';

const SOCIAL_PLATFORMS = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'X (Twitter)', value: 'x' },
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'TikTok', value: 'tiktok' },
  { title: 'WhatsApp', value: 'whatsapp' },
];

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: SOCIAL_PLATFORMS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Address',
      type: 'url',
      description: 'The full https:// address of the profile page.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: {
    select: { platform: 'platform', subtitle: 'url' },
    prepare: ({ platform, subtitle }: { platform?: string; subtitle?: string }) => ({
      title: SOCIAL_PLATFORMS.find(({ value }) => value === platform)?.title ?? platform,
      subtitle,
    }),
  },
});
