/** What other features may use of the dashboard: the signed-in user's firm. */
export { FIRM_KEY, getMyFirm, myFirmQueryOptions, useMyFirm } from './api/get-my-firm';
