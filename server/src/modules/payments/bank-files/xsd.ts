import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

/** Validates a document against the official schema committed beside this file (test code only). */
export async function validateAgainst(schemaFile: string, xml: string) {
  const schema = await readFile(new URL(`./xsd/${schemaFile}`, import.meta.url), 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: schemaFile, contents: schema }],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}
