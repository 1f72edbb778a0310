import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from './page-paths';

describe('pages of the route table', () => {
  it('knows every page of the route table and /, which leads to /home', () => {
    for (const path of ['/', ...Object.values(PAGE_PATHS)]) expect(isPagePath(path)).toBe(true);
  });

  it('compares addresses as the router does: any case, trailing slashes, escapes', () => {
    expect(isPagePath('/Home')).toBe(true);
    expect(isPagePath('/about-us/')).toBe(true);
    expect(isPagePath('/checkout')).toBe(true);
    expect(isPagePath('/h%6Fme')).toBe(true);
  });

  it("knows the back office's screens, each at its own address under the admin dashboard", () => {
    expect(isPagePath('/admin-dashboard/hotels/edit/location')).toBe(true);
    expect(isPagePath('/admin-dashboard/reports')).toBe(true);
    expect(isPagePath('/admin-dashboardx')).toBe(false);
  });

  it('refuses any other path, the server’s own non-page addresses included', () => {
    for (const path of [
      '/metrics',
      '/readyz',
      '/anything',
      '/home/more',
      '/hotel-list',
      '/%E0%A4%A',
    ])
      expect(isPagePath(path)).toBe(false);
  });
});
