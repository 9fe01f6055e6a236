import { describe, expect, it } from 'vitest';
import { redirectId, redirectProblem, redirectsAfterMove } from '@schemas/rules/redirect-rules';

describe('a redirect an editor keeps', () => {
  it('is accepted from one address to another', () => {
    expect(
      redirectProblem({ source: '/old', destination: '/new' }, [{ source: '/other', destination: '/new' }]),
    ).toBeUndefined();
    expect(redirectProblem({ source: '/news/old', destination: '/news/new' }, [])).toBeUndefined();
  });

  it('is refused when it leads to itself', () => {
    expect(redirectProblem({ source: '/a', destination: '/a' }, [])).toBe(
      'The old and new addresses are the same: the redirect would send visitors round in a loop.',
    );
  });

  it('is refused when it closes a loop with another', () => {
    expect(redirectProblem({ source: '/a', destination: '/b' }, [{ source: '/b', destination: '/a' }])).toBe(
      '/b already redirects to /a: the two would send visitors round in a loop. Delete one of them.',
    );
  });

  it('is refused when it would make a chain, either way round', () => {
    expect(redirectProblem({ source: '/a', destination: '/b' }, [{ source: '/b', destination: '/c' }])).toBe(
      '/b itself redirects to /c: point this redirect straight at /c, so visitors are not sent twice.',
    );
    expect(redirectProblem({ source: '/b', destination: '/c' }, [{ source: '/a', destination: '/b' }])).toBe(
      '/a redirects to /b: point that redirect at /c instead, so visitors are not sent twice.',
    );
  });

  it('is refused when another already starts from the same address', () => {
    expect(redirectProblem({ source: '/a', destination: '/c' }, [{ source: '/a', destination: '/b' }])).toBe(
      'Another redirect already starts from /a: change that one instead.',
    );
  });

  it("is refused when an address is not a page's", () => {
    expect(redirectProblem({ source: 'old', destination: '/new' }, [])).toContain(
      'The old address "old" is not a page\'s address',
    );
    expect(redirectProblem({ source: '/old', destination: 'https://elsewhere.example/' }, [])).toContain(
      'The new address "https://elsewhere.example/" is not',
    );
    expect(redirectProblem({ source: '/a/b/c', destination: '/new' }, [])).toContain("is not a page's address");
  });
});

describe('the redirects after a published page moves', () => {
  it('send the old address to the new one, under an id of its own', () => {
    expect(redirectsAfterMove([], '/old', '/new')).toEqual({
      create: [{ _id: 'redirect--old', source: '/old', destination: '/new' }],
      retarget: [],
      remove: [],
    });
    expect(redirectId('/news/old')).not.toBe(redirectId('/news-old'));
  });

  it('point the redirects that led to the old address straight at the new one: no chains', () => {
    const existing = [{ _id: 'r1', source: '/first', destination: '/old' }];
    expect(redirectsAfterMove(existing, '/old', '/new')).toEqual({
      create: [{ _id: 'redirect--old', source: '/old', destination: '/new' }],
      retarget: [{ _id: 'r1', source: '/first', destination: '/new' }],
      remove: [],
    });
  });

  it('drop the redirect from an address a page takes back: no loops', () => {
    const existing = [{ _id: 'redirect--a', source: '/a', destination: '/b' }];
    const changes = redirectsAfterMove(existing, '/b', '/a');
    expect(changes).toEqual({
      create: [{ _id: 'redirect--b', source: '/b', destination: '/a' }],
      retarget: [],
      remove: ['redirect--a'],
    });
    const after = [...existing.filter(({ _id }) => !changes.remove.includes(_id)), ...changes.create];
    for (const redirect of after)
      expect(
        redirectProblem(
          redirect,
          after.filter((other) => other !== redirect),
        ),
      ).toBeUndefined();
  });

  it('after any run of moves, leave no loop and no chain', () => {
    let redirects: Array<{ _id: string; source: string; destination: string }> = [];
    let at = '/a';
    for (const next of ['/b', '/c', '/a', '/d', '/b', '/a']) {
      const { create, retarget, remove } = redirectsAfterMove(redirects, at, next);
      const retargeted = new Map(retarget.map((redirect) => [redirect._id, redirect]));
      redirects = [
        ...redirects
          .filter(({ _id }) => !remove.includes(_id))
          .map((redirect) => retargeted.get(redirect._id) ?? redirect),
        ...create,
      ];
      at = next;
      for (const redirect of redirects)
        expect(
          redirectProblem(
            redirect,
            redirects.filter((other) => other !== redirect),
          ),
          `${redirect.source} after the move to ${next}`,
        ).toBeUndefined();
      expect(redirects.map(({ destination }) => destination).every((destination) => destination === at)).toBe(true);
    }
    expect(redirects.map(({ source }) => source).sort()).toEqual(['/b', '/c', '/d']);
  });

  it('change nothing when the address stays', () => {
    expect(redirectsAfterMove([{ _id: 'r', source: '/x', destination: '/a' }], '/a', '/a')).toEqual({
      create: [],
      retarget: [],
      remove: [],
    });
  });
});
