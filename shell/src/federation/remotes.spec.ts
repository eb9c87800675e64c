import { json, mockApi } from '@byp/testing/msw';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const config = {
  remotes: { directory: '/d/remoteEntry.js', news: '/n/remoteEntry.js', admin: '/a/remoteEntry.js' },
  map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© test' },
};

// Each test gets a fresh module: configureRemotes keeps its answer for the page's lifetime.
function freshRemotes(): typeof import('./remotes') {
  let module: typeof import('./remotes') | undefined;
  jest.isolateModules(() => {
    module = require('./remotes');
  });
  return module!;
}

beforeEach(() => {
  const module = { default: () => null };
  // With loadFactory: false the runtime answers the module's factory, else the module itself.
  loadRemote
    .mockReset()
    .mockImplementation(async (_id: string, options?: { loadFactory?: boolean }) =>
      options?.loadFactory === false ? () => module : module,
    );
  registerRemotes.mockClear();
});

/** The start-up reads: /config.json and each remote's manifest (a remote without one is a 404). */
let startUpReads: jest.Mock<void, [Request]>;
beforeEach(() => {
  startUpReads = mockApi({
    'GET /config.json': () => json(config),
    ...Object.fromEntries(
      Object.values(config.remotes).map((entry) => {
        const dir = entry.slice(0, entry.lastIndexOf('/'));
        const manifest = () =>
          manifests[dir]
            ? json({ name: dir, routes: manifests[dir] })
            : json({ statusCode: 404, error: 'Not Found' }, 404);
        return [`GET ${dir}/page-manifest.json`, manifest];
      }),
    ),
  });
});

/** What each remote's page-manifest.json lists, by the folder of its entry. */
let manifests: Record<string, string[]> = {};
beforeEach(() => {
  manifests = { '/d': ['/', '/communities'], '/n': ['/news-events'], '/a': ['/admin/*'] };
});

describe('the page remote', () => {
  it.each([
    ['/', 'directory'],
    ['/communities', 'directory'],
    ['/communities/', 'directory'],
    ['/news-events', 'news'],
    ['/admin', 'admin'],
    ['/admin/businesses', 'admin'],
    ['/about', undefined],
    ['/administrator', undefined],
    ['/no-such-page', undefined],
  ])('of %s is %s', async (path, remote) => {
    const remotes = freshRemotes();
    await remotes.configureRemotes();
    expect(remotes.remoteForPath(path)).toBe(remote);
  });

  it("follows each remote's published manifest: a page it adds is its page", async () => {
    manifests['/n'] = ['/news-events', '/news-archive'];
    const remotes = freshRemotes();
    await remotes.configureRemotes();
    expect(remotes.remoteForPath('/news-archive')).toBe('news');
    expect(remotes.configuredRemotePages().news).toEqual(['/news-events', '/news-archive']);
  });

  it("keeps a remote's page when its manifest cannot be read (its area then reports the failure)", async () => {
    delete manifests['/n'];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remotes = freshRemotes();
    await remotes.configureRemotes();
    expect(remotes.remoteForPath('/news-events')).toBe('news');
    expect(remotes.remoteForPath('/communities')).toBe('directory');
  });

  it('reads /config.json and the manifests and registers the remotes once, however often start-up asks', async () => {
    const remotes = freshRemotes();
    const [first, second] = await Promise.all([remotes.configureRemotes(), remotes.configureRemotes()]);
    expect(first).toEqual(config);
    expect(second).toBe(first);
    expect(startUpReads).toHaveBeenCalledTimes(4);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'directory', entry: '/d/remoteEntry.js' },
      { name: 'news', entry: '/n/remoteEntry.js' },
      { name: 'admin', entry: '/a/remoteEntry.js' },
    ]);
  });

  it("downloads the page's remote ./App at start-up without running it", async () => {
    const remotes = freshRemotes();
    remotes.warmPageRemote('/news-events');
    await remotes.configureRemotes();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('news/App', { loadFactory: false, from: 'runtime' });
  });

  it('downloads nothing for a page of the shell, and leaves a failed download to the page', async () => {
    const remotes = freshRemotes();
    remotes.warmPageRemote('/about');
    await remotes.configureRemotes();
    expect(loadRemote).not.toHaveBeenCalled();

    loadRemote.mockRejectedValueOnce(new Error('offline'));
    remotes.warmPageRemote('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // No unhandled rejection; the page's RemoteArea loads (and reports) it again.
    await expect(remotes.loadRemoteApp('directory')).resolves.toBeDefined();
  });
});
