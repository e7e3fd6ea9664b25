// The Japanese web app manifest (/ja/manifest.webmanifest under the base path): its own app, which opens /ja/play/ and keeps to /ja/.
import { manifestResponse } from '../../starlight/manifest.ts';

export const GET = (): Response => manifestResponse('ja');
