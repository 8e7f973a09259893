/**
 * How a lesson's video URL is played (spec 3 §2: the player recognises the provider by URL):
 * hosted players are embedded as an iframe, media files play in the native <video>, and
 * anything else is only offered as a link.
 */
export type VideoProvider = 'kinescope' | 'youtube' | 'cdn' | 'file' | 'unknown';

export type VideoSource =
  | { kind: 'iframe'; provider: 'kinescope' | 'youtube' | 'cdn'; src: string }
  | { kind: 'file'; provider: 'cdn' | 'file'; src: string }
  | { kind: 'link'; provider: 'unknown'; src: string }
  | { kind: 'none' };

const MEDIA_EXTENSION = /\.(mp4|m4v|webm|ogv|ogg|mov|m3u8)$/i;
/** Gcore and the CDN hosts its players and files are served from. */
const CDN_HOSTS = ['gcore.com', 'gvideo.io', 'gvideo.co', 'gcdn.co'];
const YOUTUBE_ID = /^[\w-]{6,20}$/;

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function parse(url: string, origin: string): URL | null {
  try {
    return new URL(url, origin);
  } catch {
    return null;
  }
}

function kinescope(url: URL): VideoSource | null {
  // kinescope.io/{id}, /embed/{id} and /watch/{id} all name the same video.
  const parts = url.pathname.split('/').filter(Boolean);
  const id = parts[0] === 'embed' || parts[0] === 'watch' ? parts[1] : parts[0];
  if (!id || !/^[\w-]+$/.test(id)) return null;
  return { kind: 'iframe', provider: 'kinescope', src: `https://kinescope.io/embed/${id}` };
}

function youtubeId(url: URL): string | null {
  const host = url.hostname;
  if (hostIs(host, 'youtu.be')) return url.pathname.split('/')[1] ?? null;
  if (!hostIs(host, 'youtube.com') && !hostIs(host, 'youtube-nocookie.com')) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [section, id] = url.pathname.split('/').filter(Boolean);
  return section === 'embed' || section === 'live' || section === 'shorts' ? (id ?? null) : null;
}

function youtube(url: URL): VideoSource | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = Number.parseInt(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '', 10);
  const query = Number.isFinite(start) && start > 0 ? `?start=${start}` : '';
  return { kind: 'iframe', provider: 'youtube', src: `https://www.youtube.com/embed/${id}${query}` };
}

export function detectVideoProvider(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): VideoSource {
  const text = raw?.trim();
  if (!text) return { kind: 'none' };
  const url = parse(text, origin);
  // Only web addresses become a player or a link: a javascript: URL must never reach an iframe.
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { kind: 'none' };
  const src = url.toString();
  const host = url.hostname.toLowerCase();
  const isMediaFile = MEDIA_EXTENSION.test(url.pathname);

  if (hostIs(host, 'kinescope.io')) return kinescope(url) ?? { kind: 'link', provider: 'unknown', src };
  if (hostIs(host, 'youtube.com') || hostIs(host, 'youtu.be') || hostIs(host, 'youtube-nocookie.com')) {
    return youtube(url) ?? { kind: 'link', provider: 'unknown', src };
  }
  if (CDN_HOSTS.some((domain) => hostIs(host, domain))) {
    return isMediaFile ? { kind: 'file', provider: 'cdn', src } : { kind: 'iframe', provider: 'cdn', src };
  }
  const sameOriginMedia = url.origin === new URL(origin).origin && url.pathname.startsWith('/media/');
  if (isMediaFile || sameOriginMedia) return { kind: 'file', provider: 'file', src };
  return { kind: 'link', provider: 'unknown', src };
}
