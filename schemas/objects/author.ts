import { UserIcon } from '@sanity/icons/User';
import { defineField, defineType } from 'sanity';
import { requiredPicture } from './illustration';

/** Who wrote a post, with their picture. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'object',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'picture', title: 'Picture', type: 'illustration', validation: requiredPicture }),
  ],
});
