import { buildPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from './define';
import { useSession } from './session-store';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'Network error';

interface ApiSettings {
  baseUrl: string;
  /** Where admin calls answering 401/403 send the browser. */
  onAdminDenied: () => void;
  /** Called after the session was cleared because the server no longer takes its token. */
  onSessionExpired: () => void;
}

const settings: ApiSettings = {
  baseUrl: '',
  onAdminDenied: () => window.location.assign('/'),
  onSessionExpired: () => window.location.assign('/'),
};

export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, next);
  settings.baseUrl = settings.baseUrl.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return settings.baseUrl;
}

/** Images and avatars stored by the server come back as paths; the browser needs the API host. */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${settings.baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export interface RequestInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E> | FormData;
  signal?: AbortSignal;
}

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The message a failed answer carries: `detail`, else `message`, else short plain text, else the call's default. */
async function errorMessage(response: Response, fallback: string): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { detail, message } = body as { detail?: unknown; message?: unknown };
      if (typeof detail === 'string' && detail) return detail;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    const plain = text.trim();
    if (plain && plain.length <= 300 && !plain.startsWith('<')) return plain;
  }
  return fallback;
}

export async function request<E extends Endpoint>(endpoint: E, input: RequestInput<E> = {}): Promise<ResponseOf<E>> {
  const url =
    settings.baseUrl +
    buildPath(endpoint.path, input.params as Record<string, string | number> | undefined) +
    toQueryString(input.query);
  const headers: Record<string, string> = { Accept: endpoint.binary ? '*/*' : 'application/json' };
  const token = useSession.getState().accessToken;
  if (endpoint.auth !== false && token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (input.body instanceof FormData) {
    body = input.body;
  } else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }

  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers, body, signal: input.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  if (!response.ok) {
    // The token died (password changed or reset elsewhere, account suspended): no retry can help, so
    // sign in again. A token another tab has replaced meanwhile is not this session's end.
    if (response.status === 401 && headers.Authorization && useSession.getState().accessToken === token) {
      useSession.getState().clear();
      settings.onSessionExpired();
    }
    if (endpoint.admin && (response.status === 401 || response.status === 403)) settings.onAdminDenied();
    throw new ApiError(await errorMessage(response, endpoint.fallback), response.status);
  }
  if (endpoint.binary) return (await response.blob()) as ResponseOf<E>;

  const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) throw new ApiError(endpoint.fallback, response.status);
  return parsed.data as ResponseOf<E>;
}
