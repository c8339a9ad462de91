/** docs/product.md §2 screen 11 and §9: the plans, their features and the assurances (words: `pricing` in the locale files). */
export const PRO_MONTHLY_RUPEES = 3999;
export const MONEY_BACK_DAYS = 30;

export const PLANS = [
  {
    key: 'pro',
    name: 'pro',
    price: `₹${PRO_MONTHLY_RUPEES.toLocaleString('en-IN')}`,
    features: ['privateServer', 'documentManagement', 'caseCalendar', 'basicAi', 'emailSupport', 'standardSecurity', 'storage5', 'monthlyBackups'],
    action: { label: 'getStarted', to: '/sign-up' },
  },
  {
    key: 'custom',
    name: 'Custom Build',
    price: null,
    features: ['dedicatedServer', 'customAi', 'prioritySupport', 'advancedSecurity', 'unlimitedStorage', 'dailyBackups', 'customIntegrations', 'training'],
    action: { label: 'contactUs', to: '/contact' },
  },
] as const;

export const ASSURANCES = ['moneyBack', 'support', 'updates'] as const;
