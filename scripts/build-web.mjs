import { ensureWebBuild } from './lib.mjs';

ensureWebBuild();
