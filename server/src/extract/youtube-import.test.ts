import { beforeEach, describe, expect, it, vi } from 'vitest';

// Every form of a video link reaches the same path: the watch page of its id, then the recipe
// page its description links to, else the recipe written in the description. The network is
// replaced by saved answers.
const pages = new Map<string, string>();
const fetched: string[] = [];
vi.mock('./safe-fetch.js', () => ({
  safeFetch: vi.fn(async (url: string) => {
    fetched.push(url);
    const html = pages.get(url);
    if (html === undefined) throw new Error(`not found: ${url}`);
    return { url, html };
  }),
}));

const { importFromUrl } = await import('./index.js');

const ID = 'aBcD3fGh1jK';
const WATCH = `https://www.youtube.com/watch?v=${ID}`;
const watchPage = (description: string): string => {
  const player = { videoDetails: { title: 'Quick Dal', shortDescription: description, thumbnail: { thumbnails: [{ url: 'https://i.ytimg.com/vi/x/maxres.jpg', width: 1280 }] } } };
  return `<html><body><script>var ytInitialPlayerResponse = ${JSON.stringify(player)};</script></body></html>`;
};

const LINK_FORMS = [
  `https://www.youtube.com/watch?v=${ID}`,
  `https://youtube.com/watch?v=${ID}&t=42s`,
  `https://m.youtube.com/watch?v=${ID}&feature=share`,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}?si=abc123`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://youtube.com/shorts/${ID}?feature=share`,
  `https://m.youtube.com/shorts/${ID}`,
  `https://music.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/embed/${ID}`,
];

beforeEach(() => {
  pages.clear();
  fetched.length = 0;
});

describe('video links', () => {
  it.each(LINK_FORMS)('%s: the recipe written in the description', async (link) => {
    pages.set(WATCH, watchPage('So good!\n\nIngredients:\n- 1 cup red lentils\n- 2 cups water\n\nMethod:\n1. Rinse the lentils.\n2. Simmer for 20 minutes.\n\n#dal'));
    const recipe = await importFromUrl(link);
    expect(fetched).toEqual([WATCH]);
    expect(recipe).toMatchObject({ name: 'Quick Dal', image_url: 'https://i.ytimg.com/vi/x/maxres.jpg', source_url: link });
    expect(recipe.ingredients.map((i) => i.name)).toEqual(['red lentils', 'water']);
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Rinse the lentils.', 'Simmer for 20 minutes.']);
  });

  it.each(LINK_FORMS)('%s: the recipe page the description links to', async (link) => {
    const recipePage = 'https://cook.example/dal';
    pages.set(WATCH, watchPage(`Recipe: ${recipePage}\nInstagram: https://instagram.com/cook`));
    pages.set(recipePage, `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Red Lentil Dal', recipeIngredient: ['1 cup red lentils'], recipeInstructions: ['Simmer.'] })}</script>`);
    const recipe = await importFromUrl(link);
    expect(fetched).toEqual([WATCH, recipePage]);
    // The page's recipe, with the video's thumbnail where the page has no photo.
    expect(recipe).toMatchObject({ name: 'Red Lentil Dal', source_url: recipePage, image_url: 'https://i.ytimg.com/vi/x/maxres.jpg' });
    expect(recipe.instructions.map((s) => s.content)).toEqual(['Simmer.']);
  });
});
