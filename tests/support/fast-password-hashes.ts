/**
 * Setup file of the unit and browser projects (vitest.config.ts): the server's new password
 * hashes use scrypt at N = 2^12 (4 MiB, a few milliseconds) instead of production's N = 2^17
 * (128 MiB, 0.4 to 0.8 s on a CI core). The suite seeds an owner in every server it starts and
 * logs in often: about 250 hashes, over 200 s of CI time at production cost.
 *
 * The tests of the production parameters put them back: packages/server/test/accounts.test.ts
 * with setScryptParametersForTests(SCRYPT_PARAMETERS), password-slots.test.ts by loading the
 * module afresh. Servers started as child processes (crash and CLI tests) hash at full cost.
 */
import { setScryptParametersForTests } from '../../packages/server/src/password';

setScryptParametersForTests({ N: 2 ** 12, r: 8, p: 1 });
