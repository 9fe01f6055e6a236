import { stegaClean } from 'next-sanity';
import { IntentLink } from '@/components/ui/IntentLink';
import { SHELL_TEXT } from './strings';
import { colors } from '@/styles/theme';
import { logo } from './Logo.styles';

export function Logo({ productName, inverted = false }: { productName: string; inverted?: boolean }) {
  return (
    <IntentLink
      href="/"
      className={logo[inverted ? 'inverted' : 'light']}
      aria-label={SHELL_TEXT.homeLink(stegaClean(productName))}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="10" fill={inverted ? colors.white : colors.primary} />
        <path
          d="M9 11.5h18a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4H9a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z"
          fill={colors.accent}
        />
        <path
          d="M12 17.5l3.2 3 3.3-3.6 3.2 3.2 3.3-3.8"
          fill="none"
          stroke={inverted ? colors.primary : colors.primaryDark}
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{productName}</span>
    </IntentLink>
  );
}
