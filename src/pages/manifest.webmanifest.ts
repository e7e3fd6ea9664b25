// The English web app manifest (/manifest.webmanifest under the base path): the app that opens /play/.
import { manifestResponse } from '../starlight/manifest.ts';

export const GET = (): Response => manifestResponse('en');
