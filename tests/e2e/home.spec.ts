import type { Page } from '@playwright/test';
import {
  DEVANAGARI,
  expect,
  HOME_SECTION_IDS,
  hydrated,
  LANGUAGES,
  pathIn,
  recordRemovedElements,
  removedElements,
  requestedClientOnly,
  scrollToElement,
  test,
} from './fixtures';

const LIKED_KEY = 'school-site.liked-school-site';

const sectionIds = (page: Page) =>
  page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));

test.describe('home page structure', () => {
  test('has the spec sections in order, each anchored and titled', async ({ page }) => {
    await page.goto('/');
    expect(await sectionIds(page)).toEqual(HOME_SECTION_IDS);
    for (const id of HOME_SECTION_IDS.slice(1)) {
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
  });

  for (const language of ['hi', 'mr'] as const) {
    test(`reads in Devanagari with the same structure in ${language}`, async ({ page }) => {
      await page.goto('/');
      const counts = await page.locator('main li').count();
      await page.goto(pathIn(language, '/'));
      expect(await sectionIds(page)).toEqual(HOME_SECTION_IDS);
      for (const id of HOME_SECTION_IDS) {
        await expect(page.locator(`#${id} :is(h1, h2)`).first()).toHaveText(DEVANAGARI);
      }
      expect(await page.locator('main li').count()).toBe(counts);
      // The six fields' labels (not the hidden box only programs fill).
      const labels = page.locator('#contact label:not([aria-hidden="true"] *)');
      await expect(labels).toHaveCount(6);
      for (const label of await labels.allTextContents()) expect(label).toMatch(DEVANAGARI);
    });
  }
});

test.describe('hero', () => {
  test('About Us and Contact Us scroll to their sections; Explore Subjects opens academics', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const hero = page.locator('#home');
    await hero.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.locator('#about h2')).toBeInViewport();
    const toTop = () => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await toTop();
    await hero.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.locator('#contact h2')).toBeInViewport();
    await toTop();
    await hero.getByRole('link', { name: 'Explore Subjects' }).click();
    await expect(page).toHaveURL(/\/academics$/);
    await expect(page.locator('h1')).toHaveText('Academics');
  });

  test('Explore Subjects stays in the page language', async ({ page }) => {
    await page.goto('/mr/');
    await expect(page.locator('#home a[href="/mr/academics"]')).toHaveText('विषय पाहा');
  });

  test('its art is served by the site with explicit dimensions', async ({ page }) => {
    await page.goto('/');
    const art = page.locator('#home img');
    await expect(art).toHaveAttribute('src', /^\/art\/hero\.svg$/);
    await expect(art).toHaveAttribute('width', '640');
    await expect(art).toHaveAttribute('height', '480');
    expect(
      await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  });
});

test.describe('about, student life, COVID commitment', () => {
  test('shows the principal’s message, the vision and the mission', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await expect(
      about.getByRole('heading', { name: 'A message from our Principal' }),
    ).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Our vision' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(about).toContainText('more than 20 years');
    await expect(page.locator('#student-life li')).toHaveCount(4);
    await expect(page.locator('#covid-commitment li')).toHaveCount(4);
  });
  for (const language of LANGUAGES) {
    test(`student life has its illustration, described in ${language}, loaded as it nears the screen`, async ({
      page,
    }) => {
      await page.goto(pathIn(language, '/'));
      const art = page.locator('#student-life img');
      await expect(art).toHaveAttribute('src', '/art/student-life.svg');
      await expect(art).toHaveAttribute('loading', 'lazy');
      await expect(art).toHaveAttribute('width', '960');
      await expect(art).toHaveAttribute('height', '320');
      const alt = await art.getAttribute('alt');
      expect(alt?.length).toBeGreaterThan(20);
      if (language !== 'en') expect(alt).toMatch(DEVANAGARI);
      await art.scrollIntoViewIfNeeded();
      await expect
        .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(960);
    });
  }
});

test.describe('clubs and events', () => {
  test('lists clubs with their categories and events with their dates', async ({ page }) => {
    await page.goto('/');
    const clubs = page.locator('#clubs li[data-category]');
    await expect(clubs).toHaveCount(6);
    expect(
      await clubs.evaluateAll((items) => items.map((item) => item.getAttribute('data-category'))),
    ).toEqual(['leadership', 'technology', 'arts', 'literature', 'science', 'environment']);
    await expect(clubs.first()).toContainText('Leadership');
    await expect(page.locator('#clubs li:not([data-category])')).toHaveCount(4);
    await expect(page.locator('#clubs')).toContainText('Every December');
  });
});

test.describe('achievements', () => {
  const expected = {
    en: ['2005', '#2', '95%', '90%', '20+'],
    hi: ['2005', 'नंबर 2', '95%', '90%', '20+'],
    mr: ['२००५', 'क्रमांक २', '९५%', '९०%', '२०+'],
  };
  for (const language of LANGUAGES) {
    test(`states the claims with numbers formatted for ${language}`, async ({ page }) => {
      await page.goto(pathIn(language, '/'));
      const numbers = page.locator('#achievements [data-stat] dd:first-of-type');
      await expect(numbers).toHaveText(expected[language]);
    });
  }

  // The rank and the years in the prose come from src/config/school.ts, as the figures do: a
  // rank as an ordinal in English, "नंबर 2" / "क्रमांक २" in Hindi and Marathi.
  const prose = {
    en: {
      ranked: 'Ranked 2nd among international schools.',
      years: '20 years of preschool, primary and secondary education.',
      title: '20 years of teaching',
      trusted: '20 years of families who trusted us with their children.',
    },
    hi: {
      ranked: 'इंटरनेशनल स्कूलों की रैंकिंग में नंबर 2 पर।',
      years: 'प्रीस्कूल, प्राइमरी और सेकेंडरी शिक्षा के 20 साल।',
      title: 'पढ़ाने के 20 साल',
      trusted: '20 साल से परिवार अपने बच्चों के लिए हम पर भरोसा करते आए हैं।',
    },
    mr: {
      ranked: 'आंतरराष्ट्रीय शाळांच्या क्रमवारीत क्रमांक २.',
      years: 'प्री-स्कूल, प्राथमिक आणि माध्यमिक शिक्षणाची २० वर्षे.',
      title: 'अध्यापनाची २० वर्षे',
      trusted: 'गेली २० वर्षे कुटुंबे आपली मुले विश्वासाने आमच्याकडे सोपवत आली आहेत.',
    },
  };
  for (const language of LANGUAGES) {
    test(`says the rank and the years from the school's data in ${language}`, async ({ page }) => {
      await page.goto(pathIn(language, '/'));
      const { ranked, years, title, trusted } = prose[language];
      await expect(page.locator('[data-stat="ranking"] dd').last()).toHaveText(ranked);
      await expect(page.locator('[data-stat="years"] dd').last()).toHaveText(years);
      const milestone = page.locator('#achievements ol li').nth(1);
      await expect(milestone.locator('h4')).toHaveText(title);
      await expect(milestone.locator('p').last()).toHaveText(trusted);
    });
  }

  test('names each number for screen readers', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#achievements dt')).toHaveText([
      'Established',
      'Among international schools',
      'Primary students code in Scratch',
      'Grade VII students know HTML',
      'Years of teaching',
    ]);
  });
});

test.describe('testimonials', () => {
  test('each parent’s rating is announced as a rating', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#testimonials blockquote')).toHaveCount(3);
    await expect(
      page.locator('#testimonials').getByRole('img', { name: 'Rated 5 out of 5' }),
    ).toHaveCount(3);
    await page.goto('/mr/');
    await expect(page.locator('#testimonials [role="img"]').first()).toHaveAttribute(
      'aria-label',
      /५/,
    );
  });
});

test.describe('gallery', () => {
  test('shows six pictures with their categories in the spec order', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#gallery li figcaption')).toHaveText([
      'Academics',
      'Technology',
      'Collaboration',
      'Events',
      'Campus',
      'Campus',
    ]);
    const images = page.locator('#gallery li img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('alt', /\w{3,}.{20,}/);
      await expect(image).toHaveAttribute('src', /^\/art\/gallery-[a-z-]+\.svg$/);
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '600');
    }
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
  });

  test('opens a picture full-screen, locks scrolling, closes with the button and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const third = page.locator('#gallery li').nth(2).getByRole('button');
    await scrollToElement(page, 'gallery');
    await third.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await third.click();
    const dialog = page.getByRole('dialog', { name: 'Picture from the gallery' });
    await expect(dialog).toBeVisible();
    // The one picture shown: the dialog holds all six, the others hidden.
    await expect(dialog.getByRole('img')).toHaveAttribute('src', '/art/gallery-group-work.svg');
    await expect(dialog).toContainText('Collaboration');
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    // The wheel reaches the page (a positive signal), and two frames later the page has not
    // moved: a scroll the wheel causes starts within a frame of it.
    await page.evaluate(() => {
      (window as unknown as { __wheel: Promise<void> }).__wheel = new Promise<void>((done) =>
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => done())),
          { once: true },
        ),
      );
    });
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => (window as unknown as { __wheel: Promise<void> }).__wheel);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // The page behind the modal dialog is inert: Tab never reaches it.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || active.closest('dialog') !== null;
        }),
      ).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  test('closes on Escape and on a click on the backdrop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const first = page.locator('#gallery li').first().getByRole('button');
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    await first.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
    await expect(dialog).toBeHidden();
  });

  test('a click on the picture itself keeps it open', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('#gallery li').first().getByRole('button').click();
    await page.getByRole('dialog').getByRole('img').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('brochure banner', () => {
  // The brochure's pages as the build read them from the PDF (src/content/brochure.ts).
  const pages = { en: 'on 2 pages', hi: 'सब 2 पन्नों में', mr: 'हे सर्व २ पानांत' };
  for (const language of LANGUAGES) {
    test(`says how many pages the brochure has in ${language}`, async ({ page }) => {
      await page.goto(pathIn(language, '/'));
      await expect(
        page.locator('section[aria-labelledby="brochure-banner-title"] p').first(),
      ).toContainText(pages[language]);
    });
  }

  test('View Brochure opens the brochure page in a new tab, in the page language', async ({
    page,
    context,
  }) => {
    await page.goto('/hi/');
    await hydrated(page);
    const link = page.getByRole('link', { name: /ब्रोशर देखें|ब्रोशर/ }).first();
    await expect(link).toHaveAttribute('href', '/hi/brochure');
    await expect(link).toHaveAttribute('target', '_blank');
    // Sections far down are laid out only near the screen (content-visibility), so a click's
    // own scroll can move the banner after it has aimed: CI's fresh-clone run clicked where
    // the link had been, 180 px below where it settled, and no tab opened.
    await scrollToElement(page, 'brochure-banner-title', 200);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/hi/brochure');
    await expect(tab.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('Download PDF points at the brochure of the page language', async ({ page }) => {
    await page.goto('/mr/');
    const download = page.locator('a[download]');
    await expect(download).toHaveAttribute(
      'href',
      '/brochure/ghatkopar-international-school-brochure-mr.pdf',
    );
    await expect(download).toHaveAttribute(
      'download',
      'ghatkopar-international-school-brochure-mr.pdf',
    );
  });
});

test.describe('contact', () => {
  test('has the six fields, labelled, unvalidated', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#contact form');
    for (const label of [
      'First Name',
      'Last Name',
      'Email Address',
      'Phone Number',
      "Student's Current Grade",
      'Message or Questions',
    ]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Message or Questions')).toHaveAttribute('rows', '4');
    await expect(form.locator('[required]')).toHaveCount(0);
  });

  // What Send Message does is tested in enquiries.spec.ts (the enquiries service) and
  // tests/pseudo/mail-form.spec.ts (a static-only host's mail app).

  test('gives the address, phone and e-mail as links, and office hours per language', async ({
    page,
  }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact).toContainText('Ghatkopar East, Mumbai 400077');
    await expect(contact.locator('a[href^="tel:+9122"]')).toBeVisible();
    await expect(contact.locator('dl a[href^="mailto:admissions@"]')).toBeVisible();
    await expect(contact).toContainText('Monday to Friday 8:00 AM – 4:00 PM');
    await expect(contact).toContainText('Saturday 9:00 AM – 1:00 PM');
    await page.goto('/hi/');
    await expect(page.locator('#contact')).toContainText(
      'सोमवार से शुक्रवार सुबह 8:00 से दोपहर 4:00 तक',
    );
    await expect(page.locator('#contact')).toContainText('शनिवार सुबह 9:00 से दोपहर 1:00 तक');
    await page.goto('/mr/');
    await expect(page.locator('#contact')).toContainText('सोमवार ते शुक्रवार सकाळी ८:०० ते दुपारी ४:००');
    await expect(page.locator('#contact')).toContainText('शनिवार सकाळी ९:०० ते दुपारी १:००');
  });

  test('marks each time of day as its own <time>, the same before and after hydration', async ({
    page,
  }) => {
    const times = (html: string) =>
      [...html.matchAll(/<time datetime="([^"]+)">([^<]+)<\/time>/gi)].map(([, at, text]) => [
        at,
        text,
      ]);
    const response = await page.request.get('/mr/');
    const prerendered = times(await response.text());
    expect(prerendered).toEqual([
      ['08:00', 'सकाळी ८:००'],
      ['16:00', 'दुपारी ४:००'],
      ['09:00', 'सकाळी ९:००'],
      ['13:00', 'दुपारी १:००'],
    ]);
    await page.goto('/mr/');
    await hydrated(page);
    expect(times(await page.locator('#contact').innerHTML())).toEqual(prerendered);
  });
});

test.describe('like button', () => {
  test('starts at 147, adds one once, then is disabled with a tooltip', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-01T10:00:00') });
    await page.goto('/');
    await hydrated(page);
    // Stop time flowing by itself: only runFor moves it, however slow the machine is.
    await page.clock.pauseAt(new Date('2026-06-01T10:01:00'));
    const button = page.getByRole('button', { name: /Like this school/ });
    await expect(button).toHaveText('147');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveText('148');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.dispatchEvent('click'); // Playwright itself refuses to click an aria-disabled button
    await expect(button).toHaveText('148');
    expect(await page.evaluate((key) => localStorage.getItem(key), LIKED_KEY)).toBe('true');

    const tooltip = page.getByRole('tooltip');
    await page.mouse.move(0, 0);
    await page.clock.runFor(400); // past the skip delay, so the next hover waits the full delay
    await button.hover();
    await page.clock.runFor(650);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(100);
    await expect(tooltip).toHaveText("You've already liked this!");
    await expect(button).toHaveAccessibleDescription("You've already liked this!");
    // The spec's offset: the tooltip's bottom edge sits 4 px above the top of its anchor.
    const gap = await tooltip.evaluate(
      (bubble) =>
        (bubble.parentElement?.getBoundingClientRect().top ?? Number.NaN) -
        bubble.getBoundingClientRect().bottom,
    );
    expect(gap).toBeCloseTo(4, 1);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
  });

  test('shows the tooltip on keyboard focus too, and Escape hides it', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-01T10:00:00') });
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'true'), LIKED_KEY);
    await page.reload();
    await hydrated(page);
    await page.clock.pauseAt(new Date('2026-06-01T10:01:00'));
    const button = page.getByRole('button', { name: /Like this school/ });
    await button.focus();
    await page.clock.runFor(750);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('a stored like disables the button on load, and the count is back to 147', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'true'), LIKED_KEY);
    await page.reload();
    await hydrated(page);
    const button = page.getByRole('button', { name: /Like this school/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveText('147');
  });

  test('shows the count in Marathi digits', async ({ page }) => {
    await page.goto('/mr/');
    await hydrated(page);
    const button = page.getByRole('button', { name: /^या शाळेला पसंती द्या/ });
    await expect(button).toHaveText('१४७');
    await button.click();
    await expect(button).toHaveText('१४८');
  });

  test('works for the visit when storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: /Like this school/ });
    await button.click();
    await expect(button).toHaveText('148');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  test('a like survives a language switch', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: /Like this school/ }).click();
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: /^इस स्कूल को पसंद करें/ })).toHaveText('148');
  });
});

test.describe('below the hero (hydrated just after the page)', () => {
  test('comes live after the page, with its code and text fetched after the hydrated mark', async ({
    page,
  }) => {
    await recordRemovedElements(page, 'section[id]');
    await page.goto('/hi/');
    await hydrated(page);
    expect(await removedElements(page)).toEqual([]);
    await expect(page.locator('[data-island="home"][data-live]')).toHaveCount(1);
    const order = await requestedClientOnly(page, /\/HomeRest-[\w-]+\.js$/);
    expect(order.requested, 'the part below the hero has its own chunk').toBeDefined();
    expect(order.requested).toBeGreaterThan(order.hydrated);
    // Its sections were there all along, in Hindi, and still are.
    await expect(page.locator('#gallery h2')).toHaveText(DEVANAGARI);
  });

  test('downloads each script once: the chunks its head preloaded are not asked for again', async ({
    page,
  }) => {
    await page.goto('/hi/');
    await hydrated(page);
    await expect(page.locator('[data-island="home"][data-live]')).toHaveCount(1);
    // The cat comes last, after the part below the hero.
    await expect(page.locator('link[rel="modulepreload"][href*="/MascotWidget-"]')).toHaveCount(1);
    const { links, scripts } = await page.evaluate(() => ({
      links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    }));
    // Vite's loader links a lazy chunk's imports unless a link to them is there already (the
    // head's, for what hydration needed); the entry, loaded by its script tag, gets a link of
    // its own, which the browser answers from the module it has.
    expect(links.length, links.join(' ')).toBe(new Set(links).size);
    expect(scripts.length, scripts.join(' ')).toBe(new Set(scripts).size);
    expect(scripts.length).toBeGreaterThan(10);
  });

  test('before its code arrives it stays out of sight (nothing to tap that cannot count), then shows once and counts', async ({
    page,
  }) => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/HomeRest-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const like = page.getByRole('button', { name: /Like this school/ });
    await expect(like).toBeHidden();
    release();
    await expect(page.locator('[data-island="home"][data-live]')).toHaveCount(1);
    await expect(like).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  test('if its code never arrives, the page stays whole and readable, with no error page', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.route(/\/assets\/HomeRest-[\w-]+\.js$/, (route) => route.abort());
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.clock.runFor(10_000); // past every retry
    expect(await sectionIds(page)).toEqual(HOME_SECTION_IDS);
    await expect(page.locator('#contact h2')).toHaveText('Contact us');
    await expect(page.locator('h1')).toHaveText(/./);
    await expect(page.locator('#home h1')).toBeVisible();
    // The tour above it still works.
    await page.locator('#home').getByRole('button', { name: 'Watch tour' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
