// The search index without word positions (plugins/search-hits/compact-index.mjs) and
// the places worked out again for a search's results (plugins/search-hits/positions.mjs).
// Run with `node --test tests/unit/`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, writeFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import lunr from 'lunr';
import {withoutPositions, compactSearchIndex} from '../../plugins/search-hits/compact-index.mjs';
import {fillPositions, termPositions} from '../../plugins/search-hits/positions.mjs';

// Texts with what the pipeline changes: stop words, stems, punctuation the trimmer
// takes off, hyphens the tokenizer splits on, a word twice, code names, numbers.
const documents = [
  {i: 1, t: 'Spawning entities: dllSpawn runs when an entity is spawned, before its think.'},
  {
    i: 2,
    t: "PF_precache_model_I: Model 'models/a.mdl' failed to precache because the item count is over the 512 limit.",
  },
  {
    i: 3,
    t: 'The engine calls the game library (pre-event, post-event) for every client; clients connect, clients leave.',
  },
  {i: 4, t: 'Host_Error: ED_Alloc: no free edicts. The server stops; a restart is needed.'},
  {i: 5, t: 'nodemod.eng.precacheModel("models/b.mdl") returns the index, 0 to 511.'},
];

/** The index as @easyops-cn/docusaurus-search-local builds it (dist/server/server/utils/buildIndex.js). */
function build(docs) {
  return lunr(
    /** @this {any} */ function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of docs) this.add({...doc, i: String(doc.i)});
    },
  );
}

const queries = [
  'spawn',
  'spawning',
  'entity',
  'precache',
  'model',
  'client',
  'event',
  'edicts',
  'free',
  'the',
  'pre',
  'dll*',
  '512',
  'index',
];

test('the compact index has no positions and finds and ranks the same results', () => {
  const full = build(documents).toJSON();
  const compact = withoutPositions(JSON.parse(JSON.stringify(full)));
  assert.doesNotMatch(JSON.stringify(compact), /position/);
  assert.match(JSON.stringify(full), /position/);
  const a = lunr.Index.load(full);
  const b = lunr.Index.load(compact);
  let hits = 0;
  for (const q of queries) {
    const ra = a.search(q).map((r) => [r.ref, r.score]);
    const rb = b.search(q).map((r) => [r.ref, r.score]);
    assert.deepEqual(rb, ra, q);
    hits += ra.length;
  }
  assert.ok(hits > 10, 'the queries find results');
});

test('the places worked out for each result are the ones lunr stored', () => {
  const full = lunr.Index.load(build(documents).toJSON());
  const compact = lunr.Index.load(withoutPositions(build(documents).toJSON()));
  let compared = 0;
  for (const q of queries) {
    const expected = full.search(q);
    const results = compact.search(q).map((r) => ({
      document: documents.find((d) => String(d.i) === r.ref),
      metadata: r.matchData.metadata,
    }));
    for (const r of results) {
      for (const fields of Object.values(r.metadata)) assert.equal(fields.t.position, undefined, `${q}: none before`);
    }
    fillPositions(results);
    assert.deepEqual(
      results.map((r) => r.metadata),
      expected.map((r) => r.matchData.metadata),
      q,
    );
    compared += results.length;
  }
  assert.ok(compared > 10);
});

test('a result that has its places keeps them', () => {
  /** @type {[number, number][]} */
  const kept = [[0, 4]];
  const results = [{document: {t: 'Some text here'}, metadata: {text: {t: {position: kept}}}}];
  fillPositions(results);
  assert.equal(results[0].metadata.text.t.position, kept);
});

test('termPositions: stems, trims and drops stop words as the index does', () => {
  const terms = termPositions('The clients, connecting; a client.');
  assert.deepEqual(terms.get('client'), [
    [4, 8],
    [27, 7],
  ]);
  assert.deepEqual(terms.get('connect'), [[13, 11]]);
  assert.equal(terms.has('the'), false);
  assert.equal(terms.has('a'), false);
});

test('compactSearchIndex rewrites every search-index file of a build', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  try {
    const parts = [{documents, index: build(documents).toJSON()}];
    writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify(parts));
    writeFileSync(path.join(dir, 'search-index-docs-next.json'), JSON.stringify(parts));
    writeFileSync(path.join(dir, 'other.json'), JSON.stringify(parts));
    const line = await compactSearchIndex(dir);
    assert.match(
      line,
      /search-index-docs-next\.json, search-index\.json|search-index\.json, search-index-docs-next\.json/,
    );
    for (const name of ['search-index.json', 'search-index-docs-next.json']) {
      const written = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      assert.deepEqual(written[0].documents, documents);
      assert.doesNotMatch(JSON.stringify(written), /position/);
    }
    assert.match(readFileSync(path.join(dir, 'other.json'), 'utf8'), /position/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
