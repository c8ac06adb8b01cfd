/**
 * Claiming the rest of a deal in the site: three people at a Tarot table play (through the API) until
 * the server offers one of them the claim; that player's browser shows the offer, asks once more,
 * and the claim finishes the deal on the screen, with the play-out in the record.
 */
import type { TableState } from '../../shared/protocol.js';
import { api, type ApiPlayer, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type Suite, type TestEnv } from './harness.js';
import { trackState } from './helpers.js';

/** Plays pseudo-random legal actions through the API until the seat to act is offered a claim. */
async function playUntilOffered(env: TestEnv, id: string, players: readonly ApiPlayer[], rng: { x: number }): Promise<{ seat: number; state: TableState }> {
  for (let step = 0; step < 600; step++) {
    const watcher = await api<TableState>(env, 'GET', `/api/tables/${id}`);
    assert(watcher.table.status === 'playing', 'the match goes on until a claim is offered');
    const seat = watcher.view.toAct[0]!;
    const state = await api<TableState>(env, 'GET', `/api/tables/${id}`, players[seat]!.token);
    if (state.claim) return { seat, state };
    rng.x = (rng.x * 1103515245 + 12345) % 2147483648;
    await api(env, 'POST', `/api/tables/${id}/actions`, players[seat]!.token, { seq: state.seq, action: state.legal[rng.x % state.legal.length] });
  }
  throw new Error('no claim was offered in 600 actions');
}

async function claimTheRest(env: TestEnv): Promise<void> {
  const players = [await newPlayer(env, 'Ana'), await newPlayer(env, 'Bo'), await newPlayer(env, 'Cy')];
  const created = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', players[0]!.token, { game: 'tarot', seats: 3, seat: 0, options: { deals: 10 }, autoPlaySingle: false });
  const id = created.table.id;
  for (let s = 1; s < 3; s++) await api(env, 'POST', `/api/tables/${id}/seats/${s}`, players[s]!.token, {});
  const rng = { x: 12345 };
  // An offered claim is refused only when the unseen cards lie otherwise than every guess of them
  // (about one offer in a hundred); then the table says so and play goes on to the next offer.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { seat, state } = await playUntilOffered(env, id, players, rng);
    const claimer = players[seat]!;
    const p = await watchedPage(env);
    try {
      await trackState(p);
      await p.context.addInitScript((identity) => localStorage.setItem('stammtisch.player', identity), JSON.stringify({ player: { id: claimer.id, name: claimer.name }, token: claimer.token }));
      await p.page.goto(`${env.base}/t/${id}`);
      const offer = p.page.locator('[part=claim]');
      await offer.getByText('Your side wins every remaining trick, whatever the others play.').waitFor();
      await p.page.screenshot({ path: `${env.artifacts}/claim-offer-1280.png`, fullPage: true });
      await offer.getByRole('button', { name: 'Claim the rest' }).click();
      // One more press is needed; "Play on" takes the offer back.
      await offer.getByRole('button', { name: 'Play on' }).click();
      await offer.getByRole('button', { name: 'Claim the rest' }).click();
      await offer.getByRole('button', { name: 'Yes, claim' }).click();
      const outcome = await Promise.race([
        p.page.getByText(`Deal ${state.view.deal + 1}`, { exact: false }).first().waitFor({ timeout: 15_000 }).then(() => 'claimed' as const),
        p.page.getByText(/the cards you cannot see lie otherwise/).waitFor({ timeout: 15_000 }).then(() => 'refused' as const),
      ]);
      if (outcome === 'refused') continue;
      assertEqual(await offer.count(), 0, 'no claim is offered at the start of the next deal');
      await p.page.getByText(/claimed the remaining tricks of the deal/).first().waitFor();
      const record = await api<{ actions: { seq: number; action: string }[] }>(env, 'GET', `/api/tables/${id}/record`);
      const next = await api<TableState>(env, 'GET', `/api/tables/${id}`, claimer.token);
      assertEqual(next.view.deal, state.view.deal + 1, 'the next deal is dealt');
      assert(record.actions.slice(state.seq).every((a) => a.action.startsWith('play ')), 'the play-out is a list of card plays in the record');
      await p.page.screenshot({ path: `${env.artifacts}/claim-1280.png`, fullPage: true });
      expectNoConsoleErrors(p, `${claimer.name}’s browser`);
      return;
    } finally {
      await p.context.close();
    }
  }
  throw new Error('three offered claims in a row were refused');
}

export const suite: Suite = {
  name: 'claim',
  tests: [{ name: 'a player claims the rest of a Tarot deal: offer, confirmation, the deal played out', run: claimTheRest }],
};
