// The page-view hit under load (issue 16): POST /api/census/RecordHit as the analytics feature
// sends it (url-encoded event 'view', the hit data as JSON, the visitor record), each request a
// page of its own and its own visitor, so that afterwards every answered hit can be found in
// analytics_events. The analytics budgets are raised for the run (TESSERA_ANALYTICS_*_MAX): under
// them a flood is sampled by design, and this measures the path that stores.
import autocannon from 'autocannon';

/** Server environment for the run: budgets far above what one machine can send. */
export const HIT_BENCH_ENV = {
  TESSERA_ANALYTICS_CLIENT_MAX: '1000000000',
  TESSERA_ANALYTICS_GLOBAL_MAX: '1000000000',
  TESSERA_ANALYTICS_ROWS_PER_DAY: '1000000000',
};

function hitBody(index) {
  const data = {
    url: `http://127.0.0.1/bench/${index}`,
    title: 'Bench',
    websiteId: 'bench',
    referrer: '',
    clientDate: 1,
  };
  return new URLSearchParams({
    event: 'view',
    data: JSON.stringify(data),
    ss_cvr: `hit${index}|1|1|1|1`,
  }).toString();
}

/** Sends hits for `seconds` on `connections`; answers autocannon's result and the 200s' indexes. */
export async function loadHits(url, crumb, { seconds, connections }) {
  const answered = new Set();
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/api/census/RecordHit?crumb=${crumb}`,
        setupRequest(request, context) {
          context.index = next++;
          return {
            ...request,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              cookie: `crumb=${crumb}`,
            },
            body: hitBody(context.index),
          };
        },
        onResponse(status, _body, context) {
          if (status === 200) answered.add(context.index);
        },
      },
    ],
  });
  return { result, answered };
}

/** The stored hits' indexes, read from the rows' url. */
export const STORED_HITS_SQL = `SELECT substring(payload->'data'->>'url' from '/bench/([0-9]+)$') AS index
  FROM analytics_events WHERE source = 'census/RecordHit'`;

/** Prints the run's figures; answers whether no answered hit is missing. */
export function reportHits(name, { result, answered }, rows) {
  const stored = new Set(rows.map((row) => Number(row.index)));
  let lost = 0;
  for (const index of answered) if (!stored.has(index)) lost++;
  const perSecond = answered.size / (result.duration || 1);
  console.log(
    `  ${name}: page-view hits/s ${Math.round(perSecond).toLocaleString('en-US')}  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  answered ${answered.size}  ` +
      `stored ${stored.size}  lost ${lost}  errors ${result.errors}  timeouts ${result.timeouts}`,
  );
  return { hitsPerSecond: perSecond, p99: result.latency.p99, ok: lost === 0 };
}
