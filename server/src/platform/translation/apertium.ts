import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../errors';
import type { Translator } from './translator';

/**
 * Apertium modes into English by source language (ISO 639-3). A pair counts as supported only when
 * its mode file is installed (scripts/lib.mjs `ensureApertium` installs Spanish, Catalan, Galician;
 * the others are Debian packages an operator may add).
 */
const modeOf: Record<string, string> = {
  spa: 'spa-eng',
  cat: 'cat-eng',
  glg: 'gl-en',
  eus: 'eu-en',
  isl: 'isl-eng',
  mkd: 'mkd-eng',
  hrv: 'hbs-eng',
  srp: 'hbs-eng',
};

export const APERTIUM_MODES_DIR = '/usr/share/apertium/modes';
export const APERTIUM_BINARY = '/usr/bin/apertium';

export function isApertiumInstalled(binary = APERTIUM_BINARY): boolean {
  return fs.existsSync(binary);
}

/** The embedded translator: Debian's Apertium run as a child process, nothing leaves the machine. */
export function createApertiumTranslator(
  options: { binary?: string; modesDir?: string; timeoutMs?: number } = {},
): Translator {
  const binary = options.binary ?? APERTIUM_BINARY;
  const modesDir = options.modesDir ?? APERTIUM_MODES_DIR;
  const timeoutMs = options.timeoutMs ?? 30_000;

  function supportedLanguages() {
    if (!isApertiumInstalled(binary)) return [];
    return Object.keys(modeOf).filter((code) => fs.existsSync(path.join(modesDir, `${modeOf[code]}.mode`)));
  }

  async function run(mode: string, text: string): Promise<string> {
    // The input goes through a file: Node's child stdin is a socket, which the script's
    // /dev/stdin cannot open.
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'apertium-'));
    const input = path.join(dir, 'in.txt');
    try {
      await fs.promises.writeFile(input, text, 'utf8');
      return await new Promise((resolve, reject) => {
        // -u: no '*' marks on unknown words (a reader wants the word as it was); -f txt: plain text.
        const child = spawn(binary, ['-u', '-f', 'txt', mode, input], { stdio: ['ignore', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
          else
            reject(new Error(`apertium ${mode} exited ${code}: ${Buffer.concat(err).toString('utf8').slice(0, 200)}`));
        });
      });
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  return {
    label: 'the offline translator',
    supportedLanguages,
    async translate(pages, from) {
      const mode = modeOf[from];
      if (!mode || !supportedLanguages().includes(from)) throw new Error(`no Apertium pair for ${from}`);
      const translated: string[] = [];
      // One process a page: the page boundary can never be lost in the translation.
      for (const page of pages) {
        try {
          translated.push(page.trim() === '' ? page : (await run(mode, page)).replace(/\n$/, ''));
        } catch {
          throw new AppError(502, 'TRANSLATION_FAILED');
        }
      }
      return translated;
    },
  };
}
