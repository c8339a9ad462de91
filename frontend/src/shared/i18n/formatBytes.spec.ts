import { formatBytes as contractsFormatBytes } from '@lexmitra/contracts';
import { act } from '@testing-library/react';
import { changeLanguage } from '.';
import { formatBytes } from './formatBytes';

const SIZES = [0, 512, 1023, 1536, 2048, 10 * 1024, 1.5 * 1024 ** 2, 320 * 1024 ** 2, 1024 ** 3, 2.5 * 1024 ** 4];

describe('formatBytes in the interface language', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it("writes English sizes exactly as the server's quota texts do", () => {
    expect(SIZES.map(formatBytes)).toEqual(SIZES.map(contractsFormatBytes));
    expect(formatBytes(1.5 * 1024 ** 2)).toBe('1.5 MB');
  });

  it('names the units in Hindi, keeping the numbers', async () => {
    await act(() => changeLanguage('hi'));
    expect([512, 2048, 1.5 * 1024 ** 2, 1024 ** 3].map(formatBytes)).toEqual(['512 बाइट', '2 केबी', '1.5 एमबी', '1 जीबी']);
  });

  it('writes Bengali sizes in Bengali digits with Bengali units', async () => {
    await act(() => changeLanguage('bn'));
    expect([512, 2048, 1.5 * 1024 ** 2, 1024 ** 3].map(formatBytes)).toEqual(['৫১২ বাইট', '২ কেবি', '১.৫ এমবি', '১ জিবি']);
  });
});
