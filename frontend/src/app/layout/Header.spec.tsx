import { screen, within } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';
import { activeLabel } from './Header';

describe('header', () => {
  beforeEach(() => mockBff(signedOut));

  it('lists Home, About, Services, Testimonials, English in order, with the logo linking to /', async () => {
    renderAt('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const texts = within(nav).getAllByRole('link').map((a) => a.textContent?.replace('▾', '').trim());
    expect(texts).toEqual(['Home', 'About', 'Services', 'Testimonials', 'English']);
    expect(screen.getByRole('img', { name: 'LexMitra Logo' }).closest('a')).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: /Language: English/ })).toHaveAttribute('href', '/pricing');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('puts the active pill on Home for the root path and on nothing for other pages', () => {
    expect(activeLabel('/', '')).toBe('Home');
    expect(activeLabel('/home', '')).toBe('Home');
    expect(activeLabel('/', '#about')).toBe('About');
    expect(activeLabel('/pricing', '')).toBeNull();
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Services/ })).not.toHaveAttribute('aria-current');
  });
});
