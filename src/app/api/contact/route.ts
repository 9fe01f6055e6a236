import { handleContactPost } from '@/features/contact/handle-contact-post';
import { otherMethods } from '@/lib/http/methods';

export const POST = handleContactPost;
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
