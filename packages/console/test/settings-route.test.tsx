// @vitest-environment jsdom
import { normalizeCookieSettings, normalizePopupSettings } from '@tessera/consent';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderConsole, VIEWER } from './console-harness';

const SETTINGS = {
  cookieSettings: normalizeCookieSettings({
    isCookieBannerEnabled: true,
    cookieBannerText: '<p>We use cookies.</p>',
  }),
  popupOverlaySettings: normalizePopupSettings({ version: 3, displayFrequency: 7 }),
  headerFooter: { header: '<nav>Home</nav>', footer: '' },
  languages: { defaultLanguage: 'en-US', languages: ['en-US', 'fr-FR', 'cy-GB'] },
};

const settingsAnswer = { 'GET /api/console/settings': json(SETTINGS) };

describe('Settings', () => {
  it('shows the loading status, then the error with a retry', async () => {
    renderConsole('/settings', { 'GET /api/console/settings': json({ error: 'x' }, 500) });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to load. Try again.Try again',
    );
  });

  it('shows every cookie banner setting of spec 000 §3 with its saved value', async () => {
    renderConsole('/settings', settingsAnswer);
    await screen.findByRole('form', { name: 'Cookie banner' });
    const form = within(screen.getByRole('form', { name: 'Cookie banner' }));
    const checked = (name: string) =>
      (form.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect([
      checked('Show the cookie banner'),
      (form.getByRole('textbox', { name: 'Banner text' }) as HTMLTextAreaElement).value,
      (form.getByRole('textbox', { name: 'Accept button text' }) as HTMLInputElement).value,
      (form.getByRole('textbox', { name: 'Decline button text' }) as HTMLInputElement).value,
      ['Layout', 'Position', 'Theme', 'Buttons', 'Choice'].map((legend) =>
        within(form.getByRole('group', { name: legend }))
          .getAllByRole('radio')
          .find((radio) => (radio as HTMLInputElement).checked)
          ?.getAttribute('value'),
      ),
      checked('Restrictive cookie policy (no tracking cookies until the visitor accepts)'),
      checked('Analytics cookies disabled (the restrictive policy in API form)'),
      checked('Keep the restrictive policy while the banner is off'),
      checked('Activity log enabled'),
      checked('Visitor data restricted (the inverse of the activity log)'),
    ]).toEqual([
      true,
      '<p>We use cookies.</p>',
      'Accept',
      'Decline',
      ['BAR', 'BOTTOM', 'DARK', 'ICON', 'OPT_IN'],
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(screen.getByTitle('Banner preview, light theme').tagName).toBe('IFRAME');
    expect(screen.getByTitle('Banner preview, dark theme').tagName).toBe('IFRAME');
  });

  it('draws the real banner in each preview frame, in its theme', async () => {
    renderConsole('/settings', settingsAnswer);
    const light = (await screen.findByTitle('Banner preview, light theme')) as HTMLIFrameElement;
    const dark = screen.getByTitle('Banner preview, dark theme') as HTMLIFrameElement;
    const banner = (frame: HTMLIFrameElement) =>
      frame.contentDocument
        ?.querySelector('tessera-overlays')
        ?.shadowRoot?.querySelector('[data-part="cookie-banner"]');
    await waitFor(() => expect(banner(dark)).toBeTruthy());
    expect([
      banner(light)?.getAttribute('data-theme'),
      banner(dark)?.getAttribute('data-theme'),
    ]).toEqual(['light', 'dark']);
    fireEvent.click(screen.getByRole('radio', { name: 'Popup' }));
    await waitFor(() => expect(banner(light)?.getAttribute('data-position')).toBe('bottom_left'));
    expect(banner(light)?.textContent).toBe('We use cookies.');
  });

  it('keeps the twin settings in step and saves the whole object', async () => {
    const view = renderConsole('/settings', {
      ...settingsAnswer,
      'PUT /api/console/settings/cookie-banner': () =>
        json({
          ...SETTINGS.cookieSettings,
          isRestrictiveCookiePolicyEnabled: true,
          isAnalyticsCookiesDisabled: true,
          cookieBannerCtaText: 'OK',
        }),
    });
    const form = within(await screen.findByRole('form', { name: 'Cookie banner' }));
    fireEvent.click(
      form.getByRole('checkbox', {
        name: 'Restrictive cookie policy (no tracking cookies until the visitor accepts)',
      }),
    );
    fireEvent.click(
      form.getByRole('checkbox', {
        name: 'Visitor data restricted (the inverse of the activity log)',
      }),
    );
    fireEvent.change(form.getByRole('textbox', { name: 'Accept button text' }), {
      target: { value: 'OK' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByText('Saved.');
    expect(view.calls[1]?.body).toEqual({
      ...SETTINGS.cookieSettings,
      isRestrictiveCookiePolicyEnabled: true,
      isAnalyticsCookiesDisabled: true,
      isActivityLogEnabled: false,
      isVisitorDataRestricted: true,
      cookieBannerCtaText: 'OK',
    });
    expect(view.events).toEqual([{ event: 'setting-saved', detail: 'cookie-banner' }]);
  });

  it('shows the server’s field errors beside their fields', async () => {
    renderConsole('/settings', {
      ...settingsAnswer,
      'PUT /api/console/settings/cookie-banner': json(
        {
          error: 'One or more fields is invalid, please check your entries.',
          fieldErrors: { cookieBannerCtaText: 'You have exceeded the character limit.' },
        },
        400,
      ),
    });
    const form = within(await screen.findByRole('form', { name: 'Cookie banner' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    const field = form.getByRole('textbox', { name: 'Accept button text' });
    expect([field.getAttribute('aria-invalid'), field.getAttribute('aria-describedby')]).toEqual([
      'true',
      'cookieBannerCtaText-error',
    ]);
    expect(document.getElementById('cookieBannerCtaText-error')?.textContent).toBe(
      'You have exceeded the character limit.',
    );
  });

  it('saves the popup with "show again to everyone" as bumpVersion', async () => {
    const view = renderConsole('/settings', {
      ...settingsAnswer,
      'PUT /api/console/settings/popup': json({ ...SETTINGS.popupOverlaySettings, version: 4 }),
    });
    const form = within(await screen.findByRole('form', { name: 'Popup overlay' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Pages' }), {
      target: { value: 'index.html, about.html' },
    });
    fireEvent.click(
      form.getByRole('checkbox', { name: 'Show again to everyone (version 3 → 4 on save)' }),
    );
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByText('Version 4');
    expect(view.calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/console/settings/popup',
      body: {
        ...SETTINGS.popupOverlaySettings,
        showOnPages: ['index.html', 'about.html'],
        bumpVersion: true,
      },
    });
    expect(
      (
        form.getByRole('checkbox', {
          name: 'Show again to everyone (version 4 → 5 on save)',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
  });

  it('starts from what the page shows: missing settings filled, API-form twins made to agree', async () => {
    const view = renderConsole('/settings', {
      'GET /api/console/settings': json({
        cookieSettings: {
          isRestrictiveCookiePolicyEnabled: true,
          isAnalyticsCookiesDisabled: false,
        },
        popupOverlaySettings: { style: 1, title: 'Letters', formId: 'newsletter' },
        headerFooter: { header: '', footer: '' },
      }),
      'PUT /api/console/settings/popup': json(
        { error: 'x', fieldErrors: { title: 'Too long' } },
        400,
      ),
    });
    const banner = within(await screen.findByRole('form', { name: 'Cookie banner' }));
    expect(
      (
        banner.getByRole('checkbox', {
          name: 'Analytics cookies disabled (the restrictive policy in API form)',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    const popup = within(screen.getByRole('form', { name: 'Popup overlay' }));
    fireEvent.click(popup.getByRole('button', { name: 'Save' }));
    await popup.findByText('Too long');
    expect(view.calls[1]?.body).toEqual({
      style: '1',
      enableMobile: true,
      version: 1,
      showUntilSignup: false,
      displayFrequency: 1,
      delaySeconds: 0,
      title: 'Letters',
      body: '',
      image: '',
      imageAlt: '',
      submitButtonText: '',
      successMessage: '',
      formId: 'newsletter',
    });
    expect(popup.getByRole('textbox', { name: 'Title' }).getAttribute('aria-describedby')).toBe(
      'popup-title-error',
    );
  });

  it('saves the header and footer, with the live character counter', async () => {
    const view = renderConsole('/settings', {
      ...settingsAnswer,
      'PUT /api/site-header-footer': json({ header: '<nav>Shop</nav>', footer: '', success: true }),
    });
    const form = within(await screen.findByRole('form', { name: 'Header and footer' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Header HTML' }), {
      target: { value: '<nav>Shop</nav>' },
    });
    expect(document.getElementById('header-hint')?.textContent).toBe('15 / 32768');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByText('Saved.');
    expect(view.calls[1]).toMatchObject({
      method: 'PUT',
      body: { header: '<nav>Shop</nav>', footer: '' },
    });
  });

  it('shows a viewer every setting read-only, with no Save', async () => {
    renderConsole('/settings', settingsAnswer, VIEWER);
    await screen.findByRole('form', { name: 'Cookie banner' });
    expect(
      screen.getByText('You have view-only access: viewers cannot change the site.').tagName,
    ).toBe('P');
    expect(screen.queryAllByRole('button', { name: 'Save' })).toEqual([]);
    const controls = [...document.querySelectorAll('main form input, main form textarea')];
    // Banner 20 (4 texts and switches, 11 radios, 5 policy flags), popup 14 (7 words, 4 schedule
    // fields, 3 switches), header and footer 2, languages 25 (24 offered and the site's own).
    expect(controls.length).toBe(61);
    // The default language's select is off with them (its fieldset is disabled).
    expect(screen.getByRole('combobox', { name: 'Default language' }).matches(':disabled')).toBe(
      true,
    );
    expect(controls.every((control) => (control as HTMLInputElement).matches(':disabled'))).toBe(
      true,
    );
  });

  it('shows the site’s languages: the default, and every available one checked', async () => {
    renderConsole('/settings', settingsAnswer);
    const form = within(await screen.findByRole('form', { name: 'Languages' }));
    const select = form.getByRole('combobox', { name: 'Default language' }) as HTMLSelectElement;
    const group = within(form.getByRole('group', { name: 'Available languages' }));
    const checked = group
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent);
    expect([
      select.value,
      [...select.options].map((option) => option.textContent),
      checked,
      group.getAllByRole('checkbox').length,
    ]).toEqual([
      'en-US',
      ['English (United States), en-US', 'French (France), fr-FR', 'Welsh (United Kingdom), cy-GB'],
      [
        ' English (United States), en-US',
        ' French (France), fr-FR',
        ' Welsh (United Kingdom), cy-GB',
      ],
      25,
    ]);
  });

  it('saves the languages: unchecking the default makes the next one the default', async () => {
    const saved = { defaultLanguage: 'fr-FR', languages: ['fr-FR', 'de-DE', 'cy-GB'] };
    const view = renderConsole('/settings', {
      ...settingsAnswer,
      'PUT /api/console/settings/languages': json(saved),
    });
    const form = within(await screen.findByRole('form', { name: 'Languages' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'English (United States), en-US' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'German (Germany), de-DE' }));
    const select = form.getByRole('combobox', { name: 'Default language' }) as HTMLSelectElement;
    expect(select.value).toBe('fr-FR');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await form.findByText('Saved.');
    expect(view.calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/console/settings/languages',
      body: { defaultLanguage: 'fr-FR', languages: ['fr-FR', 'de-DE', 'cy-GB'] },
    });
    expect(view.events).toEqual([{ event: 'setting-saved', detail: 'languages' }]);
  });

  it('shows the server’s language errors beside the default and the list', async () => {
    renderConsole('/settings', {
      ...settingsAnswer,
      'PUT /api/console/settings/languages': json(
        {
          error: 'Some settings are not valid: languages, defaultLanguage.',
          fieldErrors: {
            languages: 'cy-GB is not one of the expected options',
            defaultLanguage: 'This field is required.',
          },
        },
        400,
      ),
    });
    const form = within(await screen.findByRole('form', { name: 'Languages' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Some settings are not valid: languages, defaultLanguage.',
    );
    const select = form.getByRole('combobox', { name: 'Default language' });
    const group = form.getByRole('group', { name: 'Available languages' });
    expect([
      select.getAttribute('aria-invalid'),
      select.getAttribute('aria-describedby'),
      document.getElementById('defaultLanguage-error')?.textContent,
      group.getAttribute('aria-describedby'),
      document.getElementById('languages-error')?.textContent,
    ]).toEqual([
      'true',
      'defaultLanguage-hint defaultLanguage-error',
      'This field is required.',
      'languages-error',
      'cy-GB is not one of the expected options',
    ]);
  });
});
