import { ImageIcon } from '@sanity/icons/Image';
import { defineType } from 'sanity';

/**
 * A picture that is decorative by design (a background, an icon beside words that say the same): the
 * site renders it with an empty alternative text, so screen readers skip it, and Studio asks for none.
 * Each field of this type says why in its description.
 */
export const decorativeImage = defineType({
  name: 'decorativeImage',
  title: 'Decorative picture',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
});
