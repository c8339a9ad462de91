/** SPEC §2 screen 11 and §9: the plans, their features and the assurances. */
export const PRO_MONTHLY_RUPEES = 3999;
export const MONEY_BACK_DAYS = 30;

export const PLANS = [
  {
    name: 'pro',
    price: `₹${PRO_MONTHLY_RUPEES.toLocaleString('en-IN')}`,
    period: 'per month',
    audience: 'For individual lawyers and small practices',
    features: ['Private shared server', 'Document management', 'Case calendar', 'Basic document AI features', 'Email support', 'Standard security', '5GB storage', 'Monthly backups'],
    action: { label: 'Get Started', to: '/sign-up' },
  },
  {
    name: 'Custom Build',
    price: 'Custom pricing',
    period: '',
    audience: 'For firms that need their own set-up',
    features: ['Dedicated server', 'Custom AI features', 'Priority support', 'Advanced security', 'Unlimited storage', 'Daily backups', 'Custom integrations', 'Training and onboarding'],
    action: { label: 'Contact Us', to: '/contact' },
  },
] as const;

export const ASSURANCES = [
  { title: `${MONEY_BACK_DAYS}-day money-back`, text: 'Not the right fit? Ask for a full refund within 30 days.' },
  { title: '24/7 support', text: 'Reach us any hour by e-mail; urgent issues are picked up at once.' },
  { title: 'Regular updates', text: 'New tools and legal-content updates reach every plan at no extra cost.' },
] as const;
