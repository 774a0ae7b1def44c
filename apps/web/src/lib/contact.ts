/** The customer-service address shown on the profile and in the legal notice. */
export const SUPPORT_EMAIL = 'support@vapolib.fr';
