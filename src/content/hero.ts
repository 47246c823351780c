// The hero's picture, apart from the rest of the home page's content (content/home.ts): the
// hero hydrates with the page, the sections below it later, each with only its own content.
export const HERO_ART = { src: '/art/hero.svg', width: 640, height: 480 } as const;
