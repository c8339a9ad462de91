import { screen } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';

it('shows the pro and Custom Build plans with docs/product.md screen 11 features and the three assurances', () => {
  mockBff(signedOut);
  renderAt('/pricing');
  const text = screen.getByRole('main').textContent ?? '';
  for (const s of ['pro', '₹3,999', 'per month', 'individual lawyers and small practices', 'Private shared server', 'Basic document AI features', '5GB storage', 'Monthly backups',
    'Custom Build', 'Custom pricing', 'Dedicated server', 'Unlimited storage', 'Daily backups', 'Training and onboarding', '30-day money-back', '24/7 support', 'Regular updates']) {
    expect(text).toContain(s);
  }
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});
