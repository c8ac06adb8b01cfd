/** The create form's words in English (see ../options.ts): the catalogue every other language falls back to. */
import type { OptionCatalogue } from './types.js';

export const optionsEn: OptionCatalogue = {
  options: {
    tablanet: {
      teams4: {
        label: 'Partners with four players',
        hint: 'Partners sit opposite each other: seats 1 and 3 against seats 2 and 4. Off: everyone plays for themselves.',
      },
      valueScheme: {
        label: 'Card values',
        hint: 'What the picture cards are worth when taking cards from the table.',
        choices: {
          sweepJack: 'The jack sweeps the table; queen 12 and king 13 take only their own rank',
          numeric: 'Jack 12, queen 13, king 14; every card can take sums',
          tablanette1939: 'The jack sweeps the table; queen 13 and king 14 take sums too (Tablanette 1939)',
        },
      },
      aceValues: {
        label: 'Aces count',
        hint: 'The value of an ace when it takes or is taken in a sum.',
        choices: { auto: 'As the card values have it (1 when the jack sweeps, else 1 or 11)', '1': '1', '1/11': '1 or 11, as the player likes' },
      },
      multiGroupCapture: {
        label: 'Take several groups with one card',
        hint: 'One card may take several separate groups at once, for example a king takes a king and 4 + 10.',
      },
      captureOptional: {
        label: 'Laying a card down is allowed when it could take',
        hint: 'A player may lay a card on the table even though it could take something (a jack still sweeps).',
      },
      rankCapturePriority: {
        label: 'Cards of the same rank must be taken',
        hint: 'If a card of the played rank lies on the table, the play must take every card of that rank.',
      },
      jackSweepIsTabla: { label: 'A jack sweep counts as a Tabla', hint: 'Clearing the table with a jack scores a Tabla.' },
      lastPlayTabla: { label: 'Tabla with the very last card', hint: 'Clearing the table with the last card of the hand scores a Tabla too.' },
      mostCardsTie: {
        label: 'Tie for most cards',
        hint: 'Who gets the 3 points for most cards when two sides have taken the same number.',
        choices: { none: 'Nobody', lastCapturer: 'The side that took last, if it is one of them' },
      },
      scoring: {
        label: 'Points per hand',
        hint: 'What counts at the end of each hand.',
        choices: {
          seed: 'Most cards 3, 10♦ 3, 2♣ 2, each ace 1, each Tabla 1',
          tablic22: 'Most cards 3, 10♦ 2, 2♣ 1, each ace, picture card and ten 1, each Tabla 1',
          tablanette1939: 'As the 22 points, but a Tabla scores the value of the cards it took',
        },
      },
      targetScore: { label: 'Play to', hint: 'The match ends when a side reaches this score.' },
      openingJacks: {
        label: 'A jack among the first table cards',
        hint: 'A jack turned up for the opening table goes under the stock, or stays on the table.',
        choices: { auto: 'Under the stock when the jack sweeps, else it stays', bury: 'Always under the stock', allow: 'Always stays on the table' },
      },
      threePlayerDeal: {
        label: 'Dealing with three players',
        hint: 'How the cards are dealt round by round when three play.',
        choices: { '6-6-4': 'Rounds of 6, 6 and 4 cards', '4-4-4-4': 'Four rounds of 4 cards' },
      },
      showCapturedPiles: { label: 'Taken cards lie face up', hint: 'Everyone may look through the cards each side has taken.' },
      building: { label: 'Building', hint: 'Building sums on the table as in Cassino is not part of Tablanet.' },
    },
    taleles: {
      targetScore: { label: 'Play to', hint: 'Leave empty for the usual target: 1001 with four players, 501 with two or three.' },
      deal4: {
        label: 'Dealing with four players',
        hint: 'Which packets a player sees before trump is chosen.',
        choices: { '3-3-2': '3 + 3 seen, 2 hidden', '2-3-3': '2 + 3 seen, 3 hidden' },
      },
      secondRoundMayRepeatTurnedSuit: {
        label: 'Second round may name the turned suit',
        hint: 'With two or three players, the second round of choosing trump may name the suit of the turned card.',
      },
      overtrump: { label: 'Must overtrump', hint: 'A player must beat the highest trump in the trick when able.' },
      partnerExemption: {
        label: 'No need to trump while the partner wins',
        hint: 'A player who cannot follow suit need not trump while his partner is winning the trick.',
      },
      mustBeatLedSuit: {
        label: 'Must beat the suit led',
        hint: 'A player must play higher in the suit led when able and no trump is in the trick.',
      },
      kontraScope: {
        label: 'Kontra applies to',
        hint: 'What a Kontra doubles.',
        choices: { perAnnouncement: 'The game and each meld and early Bela', gameOnly: 'The game only' },
      },
      maxDoublingLevel: { label: 'Highest Kontra level', hint: 'How often the stakes may be doubled; leave empty for no limit.' },
      tieRule: {
        label: 'Exactly half the points',
        hint: 'What happens when the side that chose trump makes exactly half of the points.',
        choices: {
          burdenLoses: 'The side that chose trump or doubled last loses',
          litige: 'The points are held back and go to the winner of the next deal',
        },
      },
      threePlayerGoal: {
        label: 'What the trump maker needs with three players',
        hint: 'When the player who chose trump has won the deal.',
        choices: { beatEachDefender: 'More than each of the others', beatHalfPot: 'More than half of all points' },
      },
      pitschStakes: {
        label: 'A Pitsch decides',
        hint: 'A Pitsch is announcing to take every trick. Won or lost, it decides:',
        choices: { match: 'The whole match', deal: 'The deal, with all its points' },
      },
      pitschBonus: { label: 'Bonus for a Pitsch', hint: 'Points for a won Pitsch when it decides the deal only.' },
      allTricksBonus: { label: 'Bonus for taking every trick', hint: 'Points for taking all tricks without a Pitsch; 0 for none.' },
      meldsNeedATrick: { label: 'Melds need a trick', hint: 'A side that wins no trick loses its melds.' },
      belaAlwaysKept: { label: 'Bela is always kept', hint: 'A Bela counts for its holder even when the deal is lost.' },
      trickHistory: {
        label: 'Tricks to look back at',
        hint: 'Which finished tricks of the deal the players can see.',
        choices: { last: 'The last trick, until the next one starts', all: 'Every trick of the deal' },
      },
      firstDealer: { label: 'First dealer', hint: 'Who deals the first deal.' },
      cards: { label: 'Cards', hint: 'The pack the table is played with.', choices: { french: 'French suits', german: 'German suits (Herz, Schelle, Grün, Eichel)' } },
    },
    tarock: {
      rounds: { label: 'Length of the match (Radl)', hint: 'A Radl is four deals: every player deals once.' },
      contractSet: {
        label: 'Games on offer',
        hint: 'Which contracts may be bid.',
        choices: { wien: 'Vienna: all, with Zwiccolo', ooe: 'Upper Austria: without Zwiccolo', tirol: 'Tyrol: Zwiccolo only ouvert' },
      },
      tariff: {
        label: 'Tariff',
        hint: 'What each game is worth (the Upper-Austrian tariff also has its own bidding order).',
        choices: { wien: 'Vienna', ooe: 'Upper Austria', tirol: 'Tyrol' },
      },
      besserruferRanking: {
        label: 'Ranking of the Besserrufer',
        hint: 'How the bird calls (Pagat-, Uhu-, Kakadu-, Quapilrufer) rank against each other.',
        choices: { perBird: 'Each bird ranks on its own', single: 'All rank the same' },
      },
      forehandMayOpenWithContract: {
        label: 'Vorhand may open with a game',
        hint: 'Vorhand may open the bidding with any game instead of saying “Vorhand”.',
      },
      forehandMayHold: { label: 'Vorhand may hold', hint: 'Vorhand may take over the highest bid at the same rank (“ich halte”).' },
      fourKingsCall: {
        label: 'Holding all four kings',
        hint: 'What a player with all four kings may do in a calling game.',
        choices: { queen: 'Call a queen', forbidden: 'No calling game may be bid' },
      },
      mayCallOwnKing: { label: 'Calling one’s own king', hint: 'The declarer may call a king he holds himself and then plays alone, unknown to the others.' },
      colourGameMinColourCards: { label: 'Colour cards for a colour game', hint: 'How many colour cards a player needs to bid a Farbendreier or Farbensolo.' },
      winThresholdThirds: {
        label: 'Points to win a game',
        hint: 'The card points a declarer needs.',
        choices: { '107': '35 and 2 Blatt', '106': '35 and 1 Blatt' },
      },
      kaiserstich: {
        label: 'Kaiserstich',
        hint: 'Sküs, Mond and Pagat fall in one trick: the Pagat wins it.',
        choices: { anyOrder: 'In any order', ordered: 'Only in the order Mond, Sküs, Pagat', off: 'Never' },
      },
      trischakenBase: { label: 'Value of a Trischaken', hint: 'What a Trischaken is worth before any doubling.' },
      trischakenTalon: {
        label: 'The talon in a Trischaken',
        hint: 'Whom the six talon cards count for.',
        choices: { none: 'Nobody', firstSixTricks: 'One to each of the first six tricks', lastTrick: 'All to the last trick', vorhandChooses: 'Vorhand chooses' },
      },
      trischakenStichzwang: {
        label: 'Must win a trick in a Trischaken',
        hint: 'Whether a player must win the trick when able.',
        choices: { true: 'Yes', false: 'No', vorhandChooses: 'Vorhand chooses' },
      },
      trischakenScoring: {
        label: 'Paying a Trischaken',
        hint: 'How a Trischaken is settled.',
        choices: { wien: 'Vienna: from a pot', ooe: 'Upper Austria: payouts by place', pairs: 'The two best are paid by the two worst' },
      },
      valatMode: {
        label: 'Valat (every trick)',
        hint: 'What taking every trick scores.',
        choices: { multiplier: 'Replaces the game: four times silent, eight times announced', fixed: 'A fixed premium: 10 silent, 20 announced' },
      },
      silentFailuresCount: {
        label: 'Failed unannounced premiums count',
        hint: 'A premium that was not announced and fails (the Pagat lost in the last trick) counts against its party.',
      },
      reservationMode: {
        label: 'Announced birds and König ultimo',
        hint: 'Whether an announced bird or king must be kept for its trick.',
        choices: { hard: 'Kept for their trick unless there is no other card', soft: 'May be played early, but never win a trick early' },
      },
      colourGameValatOrKontra: { label: 'Colour games: Valat or Kontra, not both', hint: 'In a colour game a defender may announce a Valat or say Kontra, but not both.' },
      ouvertReveal: {
        label: 'What an ouvert game shows',
        hint: 'Which hands lie open after the first trick of an ouvert game.',
        choices: { all: 'All four hands', declarer: 'The declarer’s hand only' },
      },
      stopNegativeEarly: { label: 'Negative games end once lost', hint: 'A Bettel, Piccolo or Zwiccolo stops as soon as it is lost.' },
      premiumsExtra: {
        label: 'Extra premiums',
        hint: 'Premiums counted in tarock games on top of the usual ones.',
        choices: { mondfang: 'Mondfang (the Mond is captured)', sack1: 'Sack (a party takes 45 points or more)', sack2: 'Doppelsack (55 points or more)' },
      },
      scoreLedger: {
        label: 'Match score',
        hint: 'How the score of the match is kept.',
        choices: { total: 'With Kontra, as when playing for money', schrift: 'Tournament score, without Kontra' },
      },
      trickHistory: {
        label: 'Tricks to look back at',
        hint: 'Which finished tricks of the deal the players can see.',
        choices: { all: 'Every trick of the deal', last: 'The last trick only' },
      },
      showLeftTalon: { label: 'The other talon half stays face up', hint: 'The talon half the declarer did not take lies face up after the first trick.' },
      doubleRounds: {
        label: 'A doubled Radl follows',
        hint: 'Four deals at double score after what is ticked; nothing ticked: never.',
        choices: { trischaken: 'A Trischaken', mondfang: 'A Mondfang', halfTime: 'Half time of the match' },
      },
    },
    tarot: {
      deals: { label: 'Deals in the match', hint: '0: every player deals once. Deals that are dealt again do not count.' },
      firstDealer: { label: 'First dealer', hint: 'Who deals the first deal.' },
      fivePlayerMode: {
        label: 'With five players',
        hint: 'How five players play.',
        choices: { king_call: 'The taker calls a king (15 cards each, a chien of 3)', mort: 'The dealer sits out, the other four play' },
      },
      excuseLastTrick: {
        label: 'The Excuse in the last trick',
        hint: 'Where the Excuse goes when it is played to the last trick and there is no chelem.',
        choices: { trick_winner: 'To the camp that wins the trick', always_changes_camp: 'Always to the other camp' },
      },
      excuseChelemDefence: {
        label: 'The Excuse wins a defence chelem too',
        hint: 'The Excuse led to the last trick wins it for a defence that took every other trick, not only for the attack.',
      },
      failedChelemDefenceAll: {
        label: 'Announced chelem, the defence takes every trick',
        hint: 'What the attack loses.',
        choices: { both_terms: 'The failed chelem and the defence chelem (−200 each)', defence_chelem_only: 'Only the defence chelem' },
      },
      discardedTrumpsInPoignee: {
        label: 'Trumps laid away count for a poignée',
        hint: 'Whether trumps the taker had to lay away may be shown again for a poignée.',
        choices: { generalised: 'Always', triple_only: 'Only for a triple poignée', never: 'Never' },
      },
      calledSuitLead: {
        label: 'Leading the called suit (five players)',
        hint: 'The first lead may not be in the called suit: which card that ban covers.',
        choices: { first_card: 'The first card of the deal only', suit_setting_card: 'Also the card after an Excuse led first' },
      },
      partnerChelemShare: {
        label: 'The partner shares a chelem (five players)',
        hint: 'The called partner gets his part of a chelem; off: the taker gets the attack’s whole part.',
      },
      trickReview: {
        label: 'Tricks to look back at',
        hint: 'Which played tricks the players can see again.',
        choices: { last: 'The last trick', all: 'Every trick of the deal' },
      },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { name: 'Tablić (Serbian)', description: 'The usual game: the jack sweeps, queen 12 and king 13 take their own rank only, aces 1; 12 points and the Tablas per hand; to 101.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (Romanian)', description: 'As Tablić, played to 151.' },
    'tablanet/tablanette1939-v1': { name: 'Tablanette (1939)', description: 'Queen 13, king 14, aces 1 or 11, the jack sweeps; a Tabla scores the cards it took; to 251.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, jack worth 12', description: 'Jack 12, queen 13, king 14, aces 1 or 11, the jack is an ordinary card; 25 points and the Tablas per hand.' },
    'taleles/glogowatz-2019': {
      name: 'Glogowatz (as written down)',
      description: 'Taleles as the people of Glogowatz in the Banat wrote it down: follow suit and trump, no need to overtrump, Kontra on the game and every meld, a Pitsch wins the match.',
    },
    'tarock/wien': { name: 'Vienna (Wiener Tarockcup)', description: 'Vienna tournament rules: Zwiccolo, each bird call ranked on its own, Kaiserstich, a queen called with four kings, only the last trick on view.' },
    'tarock/ooe': { name: 'Upper Austria (Tarockcup)', description: 'Upper-Austrian cup rules: no Zwiccolo, Vorhand may open with a game and hold, no Kaiserstich, tournament score without Kontra.' },
    'tarock/tirol': { name: 'Tyrol (Tiroler Tarockcup)', description: 'Tyrolean cup rules: Kaiserstich only as Mond, Sküs, Pagat, Valat a fixed 10/20, Mondfang and Säcke, Vorhand chooses the Trischaken rules.' },
    'tarot/fft': { name: 'FFT (official rules)', description: 'The official rules of the Fédération Française de Tarot.' },
    'tarot/fft-correspondence': { name: 'FFT, every trick on view', description: 'The official rules, with every trick of the deal on view: a deal played over days is easier to follow.' },
  },
};
