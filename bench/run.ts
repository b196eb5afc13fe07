/**
 * `npm run bench [-- <suite>...] [--db=pglite|postgres|both] [--explain]`. Suites: `endpoints`
 * (small endpoints against a bare Fastify baseline, and bundle sizes), `dashboard` (the
 * dashboard over a generated buyer), `evaluation` (a 500-line evaluation), `line-benchmarks` (a
 * 500-line evaluation's benchmarks over 200,000 past lines), `realtime` (one message
 * fanned out to 1,000 sockets), `requests` (historical figures and the compare screen of a request
 * case), `sof` (a 300-event SOF through GraphQL), `directory` (the agent directory and an agent's
 * page), `da-helper` (reading generated DA documents: accuracy per layout and seconds a page), `team`
 * (the demo used by 10 people at once on PGlite and on PostgreSQL from npm), `transfer` (bytes a
 * browser downloads for the login page and the buyer landing, cold and warm), `working-day` (a
 * weighted mix of every demo person's reads and writes at concurrency 10, 50 and 100). No suite named:
 * all of them. Results go to bench/results/*.json; see bench/README.md. A benchmark never fails
 * the build: errors are printed and the exit code stays 0.
 */
import { runDaHelper } from './da-helper';
import { runDashboard } from './dashboard';
import { directorySuite } from './directory';
import { runEndpoints } from './endpoints';
import { estimatorSuite } from './estimator';
import { runEvaluation } from './evaluation';
import { databasesFromArgs, machineLoad } from './lib/setup';
import { runHttpSuite } from './lib/suite';
import { writeSummary } from './lib/summary';
import { runLineBenchmarks } from './line-benchmarks';
import { portDirectorySuite } from './port-directory';
import { runRealtime } from './realtime';
import { requestsSuite } from './requests';
import { sofSuite } from './sof';
import { runTeam } from './team';
import { runTransfer } from './transfer';
import { runWorkingDay } from './working-day';

const SUITES = [
  'endpoints',
  'dashboard',
  'evaluation',
  'line-benchmarks',
  'requests',
  'sof',
  'directory',
  'estimator',
  'port-directory',
  'realtime',
  'da-helper',
  'team',
  'transfer',
  'working-day',
] as const;
/** The suites of requests over the generated dataset that share one runner (lib/suite.ts). */
const HTTP_SUITES = {
  requests: requestsSuite,
  sof: sofSuite,
  directory: directorySuite,
  estimator: estimatorSuite,
  'port-directory': portDirectorySuite,
} as const;

// Dropping a bench database WITH (FORCE) ends connections the app may still keep idle; their pool
// reports it as an 'error' event nobody listens to. That is the end of the run, not a failure.
process.on('uncaughtException', (error: Error & { code?: string }) => {
  if (error.code === '57P01') return;
  console.error(error);
});

async function main() {
  const args = process.argv.slice(2);
  const named = SUITES.filter((s) => args.includes(s));
  const suites = named.length ? named : SUITES;
  for (const suite of suites) {
    try {
      if (suite === 'endpoints')
        for (const [i, kind] of databasesFromArgs(args).entries()) await runEndpoints(kind, { bundles: i === 0 });
      else if (suite === 'realtime') await runRealtime();
      else if (suite === 'da-helper') await runDaHelper();
      else if (suite === 'team') await runTeam();
      else if (suite === 'transfer') await runTransfer();
      else if (suite === 'working-day') await runWorkingDay(args);
      else
        for (const kind of databasesFromArgs(args)) {
          if (suite === 'dashboard') await runDashboard(kind, args);
          else if (suite === 'evaluation') await runEvaluation(kind);
          else if (suite === 'line-benchmarks') await runLineBenchmarks(kind);
          else await runHttpSuite<unknown>(HTTP_SUITES[suite], kind, args);
        }
    } catch (error) {
      console.error(`bench ${suite} failed:`, error);
    }
  }
  const summary = writeSummary({ load: machineLoad().loadavg, suites: [...suites] });
  if (summary) console.log(`summary written to ${summary}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(0);
  },
);
