// @ts-check
// `npm run office:password`: reads a password on standard input and prints the line to put in
// the service's settings (/etc/school-site/env): OFFICE_PASSWORD_HASH=scrypt:… The password
// itself is kept nowhere. Usage: `npm run -s office:password` and type it, or pipe it in.
import { text } from 'node:stream/consumers';
import { hashPassword } from '../../server/office/auth.mjs';

if (process.stdin.isTTY) console.error('Type the office password, then Enter and Ctrl-D:');
const password = (await text(process.stdin)).replace(/\r?\n$/, '');
if ([...password].length < 12) {
  console.error(
    'Use a password of at least 12 characters (a few words are easy to type and hard to guess).',
  );
  process.exit(2);
}
console.log(`OFFICE_PASSWORD_HASH=${hashPassword(password)}`);
