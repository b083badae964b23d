// jsdom has no TextEncoder; React 18's react-dom/server (browser build, used by tests that render to a string) needs it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
