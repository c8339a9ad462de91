/** The privacy notices shown in the signed-in layout (a pending deletion, a ready export). */
export { PrivacyNotices } from './PrivacyNotices';
