import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';
import { CASE_CLOSURE_BARS, TESTIMONIALS } from './content';
import { CAROUSEL_SETTINGS } from './Testimonials';

describe('landing page', () => {
  it('shows the hero, the chart with docs/product.md §9 values, the 28K figure and every section id', () => {
    mockBff(signedOut);
    const { container } = renderAt('/home');
    expect(screen.getByRole('heading', { level: 1, name: 'SOLVING LEGAL MATTERS WITH CONFIDENCE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/#about');
    expect(CASE_CLOSURE_BARS.map((b) => b.value)).toEqual([22, 34, 49, 60, 46, 40, 60]);
    expect(screen.getByRole('figure', { name: /Case Closure Statistics: Jan 22, Feb 34, Mar 49, Apr 60, May 46, Jun 40, Jul 60/ })).toBeInTheDocument();
    expect(screen.getByText('28K')).toBeInTheDocument();
    for (const id of ['about', 'services', 'testimonials', 'get-started']) expect(container.querySelector(`#${id}`)).not.toBeNull();
    for (const s of ['AI Translation', 'Document Summaries', 'Advocate Diary']) expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of services' })).toHaveAttribute('href', '/legal/terms-of-service.pdf');
    expect(screen.getByRole('link', { name: 'Privacy Policies' })).toHaveAttribute('href', '/legal/privacy-policy.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie privacy' }));
    expect(screen.getByRole('dialog', { name: 'Cookie privacy' })).toBeInTheDocument();
  });

  it('configures the testimonials carousel per docs/product.md §9', () => {
    expect(TESTIMONIALS).toHaveLength(5);
    expect(CAROUSEL_SETTINGS).toMatchObject({ slidesToShow: 3, slidesToScroll: 1, dots: true, infinite: true, speed: 500 });
    expect(CAROUSEL_SETTINGS.responsive).toEqual([
      { breakpoint: 1024, settings: { slidesToShow: 2, slidesToScroll: 1 } },
      { breakpoint: 640, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    ]);
  });

  it('subscribes an e-mail from the Get Updates box and shows the server error when it fails', async () => {
    let status = 400;
    const calls = mockBff((url, init) => {
      if (url.endsWith('/api/updates/subscribe')) return status === 201 ? { status, body: { subscribed: true } } : { status, body: { error: 'Enter a valid e-mail address.', code: 'VALIDATION' } };
      return signedOut(url, init);
    });
    renderAt('/');
    const input = screen.getByLabelText('Email address');
    fireEvent.change(input, { target: { value: 'reader@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    status = 201;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/you are subscribed/)).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.endsWith('/api/updates/subscribe'));
    expect(JSON.parse(String(sent[1].init?.body))).toEqual({ email: 'reader@example.in' });
  });

  it('offers a signed-out visitor a sign-up button and a signed-in person the way to their tools (issue 33)', async () => {
    mockBff(signedOut);
    const first = renderAt('/');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/sign-up'));
    expect(screen.queryByRole('link', { name: 'Go to your tools' })).toBeNull();
    first.unmount();

    mockBff((url, init) => (url.endsWith('/api/auth/me') ? { status: 200, body: { user: { uid: 'u-1', email: 'asha@example.in' } } } : signedOut(url, init)));
    renderAt('/home');
    const tools = await screen.findByRole('link', { name: 'Go to your tools' });
    expect(tools).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull();
  });
});
