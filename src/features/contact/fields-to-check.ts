import type { ContactPage } from '@/lib/content';
import type { ContactField } from './contact-schema';
import { CONTACT_FIELDS_TO_CHECK } from './strings';

type FieldLabels = Pick<ContactPage, 'nameLabel' | 'emailLabel' | 'phoneLabel' | 'messageLabel'>;

export function fieldsToCheck(errors: Partial<Record<ContactField, string>>, labels: FieldLabels): string {
  const order: Array<[ContactField, string]> = [
    ['name', labels.nameLabel],
    ['email', labels.emailLabel],
    ['phone', labels.phoneLabel],
    ['message', labels.messageLabel],
  ];
  return CONTACT_FIELDS_TO_CHECK(order.filter(([field]) => errors[field]).map(([, label]) => label));
}
