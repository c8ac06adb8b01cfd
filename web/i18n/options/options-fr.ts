/** Les mots du formulaire de nouvelle table, en français (voir ../options.ts). */
import type { OptionCatalogue } from './types.js';

export const optionsFr: OptionCatalogue = {
  options: {
    tablanet: {
      teams4: {
        label: 'En équipes à quatre joueurs',
        hint: 'Les partenaires sont assis face à face : places 1 et 3 contre places 2 et 4. Sinon, chacun joue pour soi.',
      },
      valueScheme: {
        label: 'Valeur des cartes',
        hint: 'Ce que valent les figures pour ramasser des cartes sur la table.',
        choices: {
          sweepJack: 'Le valet rafle la table ; la dame (12) et le roi (13) ne prennent que leur propre rang',
          numeric: 'Valet 12, dame 13, roi 14 ; toute carte peut prendre des sommes',
          tablanette1939: 'Le valet rafle la table ; la dame (13) et le roi (14) prennent aussi des sommes (Tablanette 1939)',
        },
      },
      aceValues: {
        label: 'Valeur des as',
        hint: 'Ce que vaut un as quand il prend ou qu’il est pris dans une somme.',
        choices: { auto: 'Selon la valeur des cartes (1 quand le valet rafle, sinon 1 ou 11)', '1': '1', '1/11': '1 ou 11, au choix du joueur' },
      },
      multiGroupCapture: {
        label: 'Prendre plusieurs groupes d’une seule carte',
        hint: 'Une carte peut prendre plusieurs groupes à la fois, par exemple un roi prend un roi et 4 + 10.',
      },
      captureOptional: {
        label: 'Poser une carte même si elle pourrait prendre',
        hint: 'On peut poser une carte sur la table alors qu’elle pourrait prendre quelque chose (un valet rafle quand même).',
      },
      rankCapturePriority: {
        label: 'Les cartes du même rang doivent être prises',
        hint: 'Si une carte du rang joué est sur la table, le coup doit prendre toutes les cartes de ce rang.',
      },
      jackSweepIsTabla: { label: 'Rafler avec le valet compte comme Tabla', hint: 'Vider la table avec un valet rapporte une Tabla.' },
      lastPlayTabla: { label: 'Tabla avec la toute dernière carte', hint: 'Vider la table avec la dernière carte de la main rapporte aussi une Tabla.' },
      mostCardsTie: {
        label: 'Égalité pour le plus de cartes',
        hint: 'Qui reçoit les 3 points du plus de cartes quand deux camps en ont pris autant.',
        choices: { none: 'Personne', lastCapturer: 'Le camp qui a pris en dernier, s’il en fait partie' },
      },
      scoring: {
        label: 'Points par main',
        hint: 'Ce qui compte à la fin de chaque main.',
        choices: {
          seed: 'Plus de cartes 3, 10♦ 3, 2♣ 2, chaque as 1, chaque Tabla 1',
          tablic22: 'Plus de cartes 3, 10♦ 2, 2♣ 1, chaque as, figure et dix 1, chaque Tabla 1',
          tablanette1939: 'Comme les 22 points, mais une Tabla rapporte la valeur des cartes prises',
        },
      },
      targetScore: { label: 'Partie en', hint: 'La partie s’arrête quand un camp atteint ce score.' },
      openingJacks: {
        label: 'Un valet parmi les premières cartes de la table',
        hint: 'Un valet retourné pour la table de départ va sous le talon ou reste sur la table.',
        choices: { auto: 'Sous le talon quand le valet rafle, sinon il reste', bury: 'Toujours sous le talon', allow: 'Reste toujours sur la table' },
      },
      threePlayerDeal: {
        label: 'La donne à trois joueurs',
        hint: 'Comment les cartes sont distribuées, tour par tour, à trois.',
        choices: { '6-6-4': 'Tours de 6, 6 et 4 cartes', '4-4-4-4': 'Quatre tours de 4 cartes' },
      },
      showCapturedPiles: { label: 'Cartes prises face visible', hint: 'Chacun peut regarder les cartes que chaque camp a prises.' },
      building: { label: 'Construire', hint: 'Construire des sommes sur la table, comme au Cassino, ne fait pas partie du Tablanet.' },
    },
    taleles: {
      targetScore: { label: 'Partie en', hint: 'Laisser vide pour le but habituel : 1001 à quatre, 501 à deux ou trois.' },
      deal4: {
        label: 'La donne à quatre joueurs',
        hint: 'Quels paquets un joueur voit avant le choix de l’atout.',
        choices: { '3-3-2': '3 + 3 visibles, 2 cachées', '2-3-3': '2 + 3 visibles, 3 cachées' },
      },
      secondRoundMayRepeatTurnedSuit: {
        label: 'Le second tour peut nommer la couleur retournée',
        hint: 'À deux ou trois, le second tour du choix de l’atout peut nommer la couleur de la carte retournée.',
      },
      overtrump: { label: 'Obligation de surcouper', hint: 'Il faut battre le plus haut atout de la levée quand on le peut.' },
      partnerExemption: {
        label: 'Pas besoin de couper quand le partenaire est maître',
        hint: 'Qui ne peut pas fournir n’est pas obligé de couper tant que son partenaire remporte la levée.',
      },
      mustBeatLedSuit: {
        label: 'Obligation de monter dans la couleur demandée',
        hint: 'Il faut jouer plus haut dans la couleur demandée quand on le peut et qu’aucun atout n’est dans la levée.',
      },
      kontraScope: {
        label: 'Le Kontra porte sur',
        hint: 'Ce qu’un Kontra double.',
        choices: { perAnnouncement: 'Le jeu, chaque annonce et la Bela annoncée tôt', gameOnly: 'Le jeu seulement' },
      },
      maxDoublingLevel: { label: 'Niveau maximal de Kontra', hint: 'Combien de fois l’enjeu peut être doublé ; laisser vide pour aucune limite.' },
      tieRule: {
        label: 'Exactement la moitié des points',
        hint: 'Ce qui se passe quand le camp qui a choisi l’atout fait exactement la moitié des points.',
        choices: {
          burdenLoses: 'Le camp qui a choisi l’atout ou doublé en dernier perd',
          litige: 'Les points sont mis de côté et vont au gagnant de la donne suivante',
        },
      },
      threePlayerGoal: {
        label: 'Ce qu’il faut au preneur à trois joueurs',
        hint: 'Quand le joueur qui a choisi l’atout gagne la donne.',
        choices: { beatEachDefender: 'Plus que chacun des deux autres', beatHalfPot: 'Plus de la moitié de tous les points' },
      },
      pitschStakes: {
        label: 'Un Pitsch décide',
        hint: 'Un Pitsch est l’annonce de faire toutes les levées. Gagné ou perdu, il décide :',
        choices: { match: 'De toute la partie', deal: 'De la donne, avec tous ses points' },
      },
      pitschBonus: { label: 'Prime pour un Pitsch', hint: 'Points pour un Pitsch gagné quand il ne décide que de la donne.' },
      allTricksBonus: { label: 'Prime pour toutes les levées', hint: 'Points pour avoir fait toutes les levées sans Pitsch ; 0 pour aucune prime.' },
      meldsNeedATrick: { label: 'Les annonces exigent une levée', hint: 'Un camp qui ne fait aucune levée perd ses annonces.' },
      belaAlwaysKept: { label: 'La Bela compte toujours', hint: 'Une Bela compte pour qui la tient même si la donne est perdue.' },
      trickHistory: {
        label: 'Levées à revoir',
        hint: 'Quelles levées terminées de la donne les joueurs peuvent voir.',
        choices: { last: 'La dernière levée, jusqu’au début de la suivante', all: 'Toutes les levées de la donne' },
      },
      firstDealer: { label: 'Premier donneur', hint: 'Qui distribue la première donne.' },
      cards: { label: 'Cartes', hint: 'Le jeu de cartes de la table.', choices: { french: 'Enseignes françaises', german: 'Enseignes allemandes (cœur, grelot, feuille, gland)' } },
    },
    tarock: {
      rounds: { label: 'Durée de la partie (Radl)', hint: 'Un Radl, ce sont quatre donnes : chaque joueur distribue une fois.' },
      contractSet: {
        label: 'Contrats proposés',
        hint: 'Quels contrats peuvent être annoncés aux enchères.',
        choices: { wien: 'Vienne : tous, avec le Zwiccolo', ooe: 'Haute-Autriche : sans Zwiccolo', tirol: 'Tyrol : Zwiccolo seulement ouvert' },
      },
      tariff: {
        label: 'Barème',
        hint: 'Ce que vaut chaque contrat (le barème de Haute-Autriche a aussi son propre ordre des enchères).',
        choices: { wien: 'Vienne', ooe: 'Haute-Autriche', tirol: 'Tyrol' },
      },
      besserruferRanking: {
        label: 'Rang des appels d’oiseau',
        hint: 'Comment les appels d’oiseau (Pagat, Uhu, Kakadu, Quapil) se classent entre eux.',
        choices: { perBird: 'Chaque oiseau a son propre rang', single: 'Tous au même rang' },
      },
      forehandMayOpenWithContract: {
        label: 'La Vorhand peut ouvrir par un contrat',
        hint: 'La Vorhand (premier à parler) peut ouvrir les enchères par n’importe quel contrat au lieu de dire « Vorhand ».',
      },
      forehandMayHold: { label: 'La Vorhand peut tenir', hint: 'La Vorhand peut reprendre la plus haute enchère au même rang (« je tiens »).' },
      fourKingsCall: {
        label: 'Avec les quatre rois en main',
        hint: 'Ce que peut faire dans un jeu d’appel un joueur qui a les quatre rois.',
        choices: { queen: 'Appeler une dame', forbidden: 'Aucun jeu d’appel ne peut être annoncé' },
      },
      mayCallOwnKing: { label: 'Appeler son propre roi', hint: 'Le déclarant peut appeler un roi qu’il a lui-même ; il joue alors seul, sans que les autres le sachent.' },
      colourGameMinColourCards: { label: 'Cartes de couleur pour un jeu de couleur', hint: 'Combien de cartes de couleur il faut pour annoncer un Farbendreier ou un Farbensolo.' },
      winThresholdThirds: {
        label: 'Points pour gagner un jeu',
        hint: 'Les points de cartes qu’il faut au déclarant.',
        choices: { '107': '35 et 2 cartes', '106': '35 et 1 carte' },
      },
      kaiserstich: {
        label: 'Kaiserstich',
        hint: 'Le Sküs, le Mond et le Pagat tombent dans la même levée : le Pagat la remporte.',
        choices: { anyOrder: 'Dans n’importe quel ordre', ordered: 'Seulement dans l’ordre Mond, Sküs, Pagat', off: 'Jamais' },
      },
      trischakenBase: { label: 'Valeur d’un Trischaken', hint: 'Ce que vaut un Trischaken avant tout doublement.' },
      trischakenTalon: {
        label: 'Le talon dans un Trischaken',
        hint: 'À qui comptent les six cartes du talon.',
        choices: { none: 'À personne', firstSixTricks: 'Une à chacune des six premières levées', lastTrick: 'Toutes à la dernière levée', vorhandChooses: 'La Vorhand choisit' },
      },
      trischakenStichzwang: {
        label: 'Obligation de prendre dans un Trischaken',
        hint: 'S’il faut remporter la levée quand on le peut.',
        choices: { true: 'Oui', false: 'Non', vorhandChooses: 'La Vorhand choisit' },
      },
      trischakenScoring: {
        label: 'Paiement d’un Trischaken',
        hint: 'Comment un Trischaken est réglé.',
        choices: { wien: 'Vienne : par un pot', ooe: 'Haute-Autriche : paiements selon la place', pairs: 'Les deux meilleurs sont payés par les deux derniers' },
      },
      valatMode: {
        label: 'Valat (toutes les levées)',
        hint: 'Ce que rapporte le fait de faire toutes les levées.',
        choices: { multiplier: 'Remplace le jeu : quatre fois sans annonce, huit fois annoncé', fixed: 'Une prime fixe : 10 sans annonce, 20 annoncé' },
      },
      silentFailuresCount: {
        label: 'Les primes non annoncées ratées comptent',
        hint: 'Une prime non annoncée qui échoue (le Pagat perdu à la dernière levée) compte contre son camp.',
      },
      reservationMode: {
        label: 'Oiseaux annoncés et König ultimo',
        hint: 'Si un oiseau ou un roi annoncé doit être gardé pour sa levée.',
        choices: { hard: 'Gardé pour sa levée, sauf s’il n’y a pas d’autre carte', soft: 'Peut être joué plus tôt, mais ne remporte jamais de levée plus tôt' },
      },
      colourGameValatOrKontra: { label: 'Jeux de couleur : Valat ou Kontra, pas les deux', hint: 'Dans un jeu de couleur, un défenseur peut annoncer un Valat ou dire Kontra, mais pas les deux.' },
      ouvertReveal: {
        label: 'Ce que montre un jeu ouvert',
        hint: 'Quelles mains sont étalées après la première levée d’un jeu ouvert.',
        choices: { all: 'Les quatre mains', declarer: 'Seulement la main du déclarant' },
      },
      stopNegativeEarly: { label: 'Les jeux négatifs s’arrêtent dès qu’ils sont perdus', hint: 'Un Bettel, un Piccolo ou un Zwiccolo s’arrête dès qu’il est perdu.' },
      premiumsExtra: {
        label: 'Primes supplémentaires',
        hint: 'Primes comptées dans les jeux de tarock en plus des primes habituelles.',
        choices: { mondfang: 'Mondfang (le Mond est capturé)', sack1: 'Sack (un camp fait 45 points ou plus)', sack2: 'Doppelsack (55 points ou plus)' },
      },
      scoreLedger: {
        label: 'Score de la partie',
        hint: 'Comment le score de la partie est tenu.',
        choices: { total: 'Avec les Kontra, comme en jouant de l’argent', schrift: 'Score de tournoi, sans les Kontra' },
      },
      trickHistory: {
        label: 'Levées à revoir',
        hint: 'Quelles levées terminées de la donne les joueurs peuvent voir.',
        choices: { all: 'Toutes les levées de la donne', last: 'La dernière levée seulement' },
      },
      showLeftTalon: { label: 'L’autre moitié du talon reste visible', hint: 'La moitié du talon que le déclarant n’a pas prise reste face visible après la première levée.' },
      doubleRounds: {
        label: 'Un Radl doublé suit',
        hint: 'Quatre donnes à score double après ce qui est coché ; rien de coché : jamais.',
        choices: { trischaken: 'Un Trischaken', mondfang: 'Un Mondfang', halfTime: 'La mi-temps de la partie' },
      },
    },
    tarot: {
      deals: { label: 'Donnes de la partie', hint: '0 : chaque joueur distribue une fois. Les donnes redistribuées ne comptent pas.' },
      firstDealer: { label: 'Premier donneur', hint: 'Qui distribue la première donne.' },
      fivePlayerMode: {
        label: 'À cinq joueurs',
        hint: 'Comment on joue à cinq.',
        choices: { king_call: 'Le preneur appelle un roi (15 cartes chacun, chien de 3)', mort: 'Le donneur ne joue pas, les quatre autres jouent' },
      },
      excuseLastTrick: {
        label: 'L’Excuse à la dernière levée',
        hint: 'Où va l’Excuse jouée à la dernière levée quand il n’y a pas de chelem.',
        choices: { trick_winner: 'Au camp qui remporte la levée', always_changes_camp: 'Toujours à l’autre camp' },
      },
      excuseChelemDefence: {
        label: 'L’Excuse gagne aussi un chelem de la défense',
        hint: 'L’Excuse menée à la dernière levée la remporte aussi pour une défense qui a fait toutes les autres levées, pas seulement pour l’attaque.',
      },
      failedChelemDefenceAll: {
        label: 'Chelem annoncé, la défense fait toutes les levées',
        hint: 'Ce que perd l’attaque.',
        choices: { both_terms: 'Le chelem chuté et le chelem de la défense (−200 chacun)', defence_chelem_only: 'Seulement le chelem de la défense' },
      },
      discardedTrumpsInPoignee: {
        label: 'Les atouts écartés comptent pour une poignée',
        hint: 'Si les atouts que le preneur a dû mettre à l’écart peuvent encore être montrés pour une poignée.',
        choices: { generalised: 'Toujours', triple_only: 'Seulement pour une triple poignée', never: 'Jamais' },
      },
      calledSuitLead: {
        label: 'Entame dans la couleur appelée (cinq joueurs)',
        hint: 'La première entame ne peut pas être dans la couleur appelée : la carte que vise cette interdiction.',
        choices: { first_card: 'Seulement la première carte de la donne', suit_setting_card: 'Aussi la carte qui suit une Excuse entamée' },
      },
      partnerChelemShare: {
        label: 'Le partenaire partage un chelem (cinq joueurs)',
        hint: 'Le partenaire appelé reçoit sa part d’un chelem ; sinon le preneur reçoit toute la part de l’attaque.',
      },
      trickReview: {
        label: 'Levées à revoir',
        hint: 'Quelles levées jouées les joueurs peuvent revoir.',
        choices: { last: 'La dernière levée', all: 'Toutes les levées de la donne' },
      },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { name: 'Tablić (serbe)', description: 'Le jeu habituel : le valet rafle, la dame (12) et le roi (13) ne prennent que leur rang, as 1 ; 12 points et les Tablas par main ; en 101.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (roumain)', description: 'Comme le Tablić, joué en 151.' },
    'tablanet/tablanette1939-v1': { name: 'Tablanette (1939)', description: 'Dame 13, roi 14, as 1 ou 11, le valet rafle ; une Tabla rapporte les cartes prises ; en 251.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, valet à 12', description: 'Valet 12, dame 13, roi 14, as 1 ou 11, le valet est une carte ordinaire ; 25 points et les Tablas par main.' },
    'taleles/glogowatz-2019': {
      name: 'Glogowatz (tel qu’écrit)',
      description: 'Le Taleles tel que les gens de Glogowatz, dans le Banat, l’ont mis par écrit : fournir et couper, pas d’obligation de surcouper, Kontra sur le jeu et chaque annonce, un Pitsch gagne la partie.',
    },
    'tarock/wien': { name: 'Vienne (Wiener Tarockcup)', description: 'Règles des tournois de Vienne : Zwiccolo, chaque appel d’oiseau à son rang, Kaiserstich, une dame appelée avec quatre rois, seule la dernière levée visible.' },
    'tarock/ooe': { name: 'Haute-Autriche (Tarockcup)', description: 'Règles de la coupe de Haute-Autriche : pas de Zwiccolo, la Vorhand peut ouvrir par un contrat et tenir, pas de Kaiserstich, score de tournoi sans Kontra.' },
    'tarock/tirol': { name: 'Tyrol (Tiroler Tarockcup)', description: 'Règles de la coupe du Tyrol : Kaiserstich seulement dans l’ordre Mond, Sküs, Pagat, Valat fixe 10/20, Mondfang et Säcke, la Vorhand choisit les règles du Trischaken.' },
    'tarot/fft': { name: 'FFT (règles officielles)', description: 'Les règles officielles de la Fédération Française de Tarot.' },
    'tarot/fft-correspondence': { name: 'FFT, toutes les levées visibles', description: 'Les règles officielles, avec toutes les levées de la donne visibles : une donne jouée sur plusieurs jours se suit plus facilement.' },
  },
};
