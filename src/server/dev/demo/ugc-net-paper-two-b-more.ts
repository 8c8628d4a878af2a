// The last two units of the UGC NET Paper 2 mock of units 6 to 10 (ugc-net-paper-two-b.ts): data
// communication and computer networks, and artificial intelligence, ten questions each. As there,
// every question is Prepverse's own with its Hindi version beside it; the subnet, CRC, window,
// RSA, game-tree and perceptron answers were worked by hand and then run.
//
// Writing notes as in questions.ts: `r` is String.raw for LaTeX.

import type { DemoQuestion } from './types.ts';
import { h, paperTwo, assertionReason, ASSERTION_REASON, assertionReasonHindi, ASSERTION_REASON_HINDI, CHOOSE, CHOOSE_HINDI } from './paper-two-helpers.ts';

const r = String.raw;

// ---------------------------------------------------------------------------
// Unit 9: Data Communication and Computer Networks
// ---------------------------------------------------------------------------

export const networks: DemoQuestion[] = [
  paperTwo(
    'net-subnet-broadcast-1',
    'Data Communication and Computer Networks',
    'A host has the address 172.16.45.130/20. What are the broadcast address of its subnet and the number of usable host addresses in that subnet?',
    ['172.16.45.255; 254', '172.16.63.255; 4094', '172.16.47.255; 4096', '172.16.47.255; 4094'],
    3,
    'A /20 mask is 255.255.240.0, so the third octet moves in blocks of 16: 45 lies in 32–47, and the subnet runs from 172.16.32.0 to 172.16.47.255. Its broadcast address is **172.16.47.255**, and with 12 host bits it has $2^{12} - 2 = 4094$ usable addresses, since the network and broadcast addresses are not given to hosts. 172.16.45.255 would be right for a /24 and 172.16.63.255 for a /19, and 4096 forgets the two reserved addresses.',
    h(
      'एक host का पता 172.16.45.130/20 है। उसके subnet का broadcast पता और उस subnet में उपयोग योग्य host पतों की संख्या क्या है?',
      ['172.16.45.255; 254', '172.16.63.255; 4094', '172.16.47.255; 4096', '172.16.47.255; 4094'],
      '/20 mask 255.255.240.0 है, इसलिए तीसरा octet 16 के खंडों में चलता है: 45, 32–47 में आता है, और subnet 172.16.32.0 से 172.16.47.255 तक है। इसका broadcast पता **172.16.47.255** है, और 12 host bits के साथ इसमें $2^{12} - 2 = 4094$ उपयोग योग्य पते हैं, क्योंकि network और broadcast पते hosts को नहीं दिए जाते। 172.16.45.255 /24 के लिए सही होता और 172.16.63.255 /19 के लिए, और 4096 दो आरक्षित पतों को घटाना भूल जाता है।',
    ),
  ),
  paperTwo(
    'net-ports-match-1',
    'Data Communication and Computer Networks',
    `Match List I (application protocol) with List II (its well-known server port).

| List I | List II |
| --- | --- |
| A. SMTP | I. 22 |
| B. DNS | II. 25 |
| C. HTTPS | III. 53 |
| D. SSH | IV. 443 |

${CHOOSE}`,
    ['A-II, B-IV, C-III, D-I', 'A-I, B-III, C-IV, D-II', 'A-II, B-III, C-IV, D-I', 'A-III, B-II, C-IV, D-I'],
    2,
    'Mail servers accept SMTP on port 25 (A-II), DNS servers answer on port 53 over both UDP and TCP (B-III), HTTPS, which is HTTP over TLS, uses port 443 (C-IV), and SSH listens on port 22 (D-I). Each of the other codes swaps two of these four pairs; plain HTTP (port 80) and Telnet (port 23) do not appear in the lists.',
    h(
      `सूची I (application protocol) का सूची II (उसका सुप्रसिद्ध server port) से मिलान कीजिए।

| सूची I | सूची II |
| --- | --- |
| A. SMTP | I. 22 |
| B. DNS | II. 25 |
| C. HTTPS | III. 53 |
| D. SSH | IV. 443 |

${CHOOSE_HINDI}`,
      ['A-II, B-IV, C-III, D-I', 'A-I, B-III, C-IV, D-II', 'A-II, B-III, C-IV, D-I', 'A-III, B-II, C-IV, D-I'],
      'Mail servers SMTP को port 25 पर स्वीकार करते हैं (A-II), DNS servers port 53 पर UDP और TCP दोनों से उत्तर देते हैं (B-III), HTTPS, जो TLS के ऊपर HTTP है, port 443 का उपयोग करता है (C-IV), और SSH port 22 पर सुनता है (D-I)। बाकी हर code इन चार युग्मों में से दो की अदला-बदली करता है; सादा HTTP (port 80) और Telnet (port 23) सूचियों में हैं ही नहीं।',
    ),
  ),
  paperTwo(
    'net-crc-1',
    'Data Communication and Computer Networks',
    r`A sender uses a CRC with the generator polynomial $x^3 + x + 1$ to protect the message 11010110. Which bit string does it transmit?`,
    ['11010110011', '11010110111', '11010110101', '11010110000'],
    1,
    'The generator is 1011, of degree 3, so three 0s are appended and 11010110000 is divided by 1011 in modulo-2 arithmetic (XOR, with no borrows). The remainder is 111, which takes the place of the appended zeros: the frame is **11010110111**, and it leaves remainder 0 when the receiver divides it by 1011. 11010110000 is the dividend before the remainder is put in.',
    h(
      r`एक प्रेषक संदेश 11010110 की सुरक्षा के लिए जनक बहुपद (generator polynomial) $x^3 + x + 1$ वाले CRC का उपयोग करता है। वह कौन-सी bit string भेजता है?`,
      ['11010110011', '11010110111', '11010110101', '11010110000'],
      'जनक 1011 है, घात 3, इसलिए तीन 0 जोड़े जाते हैं और 11010110000 को modulo-2 अंकगणित (XOR, बिना उधार) में 1011 से भाग दिया जाता है। शेषफल 111 है, जो जोड़े गए शून्यों की जगह लेता है: frame **11010110111** है, और receiver द्वारा 1011 से भाग देने पर इसका शेषफल 0 आता है। 11010110000 शेषफल रखने से पहले का भाज्य है।',
    ),
  ),
  paperTwo(
    'net-window-sizes-1',
    'Data Communication and Computer Networks',
    'A sliding-window protocol numbers its frames with a 4-bit sequence number field. What are the largest sender window sizes that work correctly with Go-Back-N and with Selective Repeat, respectively?',
    ['15 and 8', '16 and 8', '15 and 15', '8 and 15'],
    0,
    r`With $m = 4$ bits there are 16 sequence numbers. Go-Back-N allows at most $2^m - 1 = 15$ outstanding frames: with a window of 16, if every acknowledgement were lost, the receiver could not tell a retransmitted frame 0 from a new one. Selective Repeat allows at most $2^{m-1} = 8$, so that the receiver's window never overlaps the numbers of frames it may be sent again. "16 and 8" overlooks the Go-Back-N limit, and "8 and 15" swaps the two protocols.`,
    h(
      'एक sliding-window protocol अपने frames को 4-bit sequence number field से क्रमांकित करता है। Go-Back-N और Selective Repeat के साथ सही ढंग से काम करने वाले सबसे बड़े sender window आकार क्रमशः क्या हैं?',
      ['15 और 8', '16 और 8', '15 और 15', '8 और 15'],
      r`$m = 4$ bits से 16 sequence numbers मिलते हैं। Go-Back-N अधिकतम $2^m - 1 = 15$ बकाया frames की अनुमति देता है: 16 का window होने पर, यदि सभी acknowledgements खो जाएँ, तो receiver दोबारा भेजे गए frame 0 और नए frame 0 में अंतर नहीं कर सकता। Selective Repeat अधिकतम $2^{m-1} = 8$ की अनुमति देता है, ताकि receiver का window उन frames के numbers से कभी न टकराए जो उसे फिर से भेजे जा सकते हैं। "16 और 8" Go-Back-N की सीमा भूल जाता है, और "8 और 15" दोनों protocols को आपस में बदल देता है।`,
    ),
  ),
  paperTwo(
    'net-stop-and-wait-1',
    'Data Communication and Computer Networks',
    'A stop-and-wait protocol sends 1000-bit frames over a 1 Mbps link whose one-way propagation delay is 10 ms. Ignoring the size and processing time of acknowledgements, what is the utilisation of the link?',
    ['About 4.8%', 'About 9.1%', 'About 50%', 'About 95%'],
    0,
    r`A frame takes $T_t = 1000 / 10^6\ \text{s} = 1$ ms to transmit, and the sender then waits a round trip, $2T_p = 20$ ms, for its acknowledgement. The utilisation is $T_t / (T_t + 2T_p) = 1/21 \approx 4.8\%$. About 9.1% ($1/11$) counts the propagation delay only once, and the larger figures forget that the sender sits idle while it waits.`,
    h(
      'एक stop-and-wait protocol 1 Mbps की link पर 1000-bit के frames भेजता है, जिसकी एक-तरफ़ा propagation delay 10 ms है। Acknowledgements के आकार और processing समय को छोड़कर, link का उपयोग (utilisation) कितना है?',
      ['लगभग 4.8%', 'लगभग 9.1%', 'लगभग 50%', 'लगभग 95%'],
      r`एक frame भेजने में $T_t = 1000 / 10^6\ \text{s} = 1$ ms लगता है, और फिर प्रेषक अपने acknowledgement के लिए एक round trip, $2T_p = 20$ ms, प्रतीक्षा करता है। Utilisation $T_t / (T_t + 2T_p) = 1/21 \approx 4.8\%$ है। लगभग 9.1% ($1/11$) propagation delay को केवल एक बार गिनता है, और बड़े मान यह भूल जाते हैं कि प्रतीक्षा के समय प्रेषक खाली बैठा रहता है।`,
    ),
  ),
  paperTwo(
    'net-tcp-cwnd-1',
    'Data Communication and Computer Networks',
    "A TCP connection starts in slow start with a congestion window of 1 MSS and a slow-start threshold of 32 MSS. No segment is lost, the receiver's window never limits the sender, and the window changes once per round-trip time (RTT). What is the congestion window after 8 RTTs?",
    ['32 MSS', '35 MSS', '40 MSS', '256 MSS'],
    1,
    'In slow start the window doubles every RTT: 2, 4, 8, 16 and 32 MSS after five RTTs. Having reached the threshold, TCP switches to congestion avoidance and adds one MSS per RTT: 33, 34 and **35** after the next three. 256 MSS ($2^8$) keeps doubling as if there were no threshold, and 32 stops the window at the threshold.',
    h(
      'एक TCP connection 1 MSS के congestion window और 32 MSS के slow-start threshold के साथ slow start में शुरू होता है। कोई segment नहीं खोता, receiver का window प्रेषक को कभी सीमित नहीं करता, और window हर round-trip time (RTT) में एक बार बदलता है। 8 RTT के बाद congestion window कितना होगा?',
      ['32 MSS', '35 MSS', '40 MSS', '256 MSS'],
      'Slow start में window हर RTT में दोगुना होता है: पाँच RTT के बाद 2, 4, 8, 16 और 32 MSS। Threshold पर पहुँचकर TCP congestion avoidance में चला जाता है और हर RTT में एक MSS जोड़ता है: अगले तीन RTT के बाद 33, 34 और **35**। 256 MSS ($2^8$) ऐसे दोगुना होता रहता है मानो threshold हो ही नहीं, और 32 window को threshold पर ही रोक देता है।',
    ),
  ),
  paperTwo(
    'net-routing-1',
    'Data Communication and Computer Networks',
    `Consider the following statements about routing protocols:

**A.** RIP is a distance-vector protocol that uses hop count as its metric and treats 16 hops as unreachable.

**B.** OSPF is a link-state protocol in which each router runs Dijkstra's algorithm on its map of the area.

**C.** BGP is an interior gateway protocol used within a single autonomous system.

**D.** Distance-vector routing can suffer from the count-to-infinity problem.

${CHOOSE}`,
    ['A and B only', 'B and D only', 'A, B, C and D', 'A, B and D only'],
    3,
    "RIP counts hops, and a metric of 16 means unreachable (A). OSPF floods link-state advertisements so that every router in an area has the same map, on which it runs Dijkstra's shortest-path algorithm (B). BGP is the **exterior** gateway protocol that carries routes between autonomous systems, so C is false. Distance-vector routers rely on the distances their neighbours report, so after a link fails they can keep raising each other's estimates step by step, the count-to-infinity problem (D).",
    h(
      `Routing protocols के बारे में निम्नलिखित कथनों पर विचार कीजिए:

**A.** RIP एक distance-vector protocol है जो hop count को metric के रूप में उपयोग करता है और 16 hops को अगम्य (unreachable) मानता है।

**B.** OSPF एक link-state protocol है जिसमें हर router अपने area के मानचित्र पर Dijkstra का algorithm चलाता है।

**C.** BGP एक interior gateway protocol है जो एक ही autonomous system के भीतर उपयोग होता है।

**D.** Distance-vector routing में count-to-infinity समस्या आ सकती है।

${CHOOSE_HINDI}`,
      ['केवल A और B', 'केवल B और D', 'A, B, C और D', 'केवल A, B और D'],
      'RIP hops गिनता है, और 16 का metric अगम्य का अर्थ रखता है (A)। OSPF link-state advertisements फैलाता है ताकि area के हर router के पास एक जैसा मानचित्र हो, जिस पर वह Dijkstra का shortest-path algorithm चलाता है (B)। BGP वह **exterior** gateway protocol है जो autonomous systems के बीच routes पहुँचाता है, इसलिए C गलत है। Distance-vector routers पड़ोसियों की बताई दूरियों पर निर्भर रहते हैं, इसलिए कोई link टूटने के बाद वे एक-दूसरे के अनुमान कदम-दर-कदम बढ़ाते रह सकते हैं; यही count-to-infinity समस्या है (D)।',
    ),
  ),
  paperTwo(
    'net-aloha-1',
    'Data Communication and Computer Networks',
    assertionReason(
      'The maximum throughput of slotted ALOHA (about 36.8%) is twice that of pure ALOHA (about 18.4%).',
      'In slotted ALOHA a frame can collide only with frames sent in the same slot, so its vulnerable period is one frame time instead of two.',
    ),
    ASSERTION_REASON,
    0,
    r`Both are true. With offered load $G$ frames per frame time, pure ALOHA's throughput is $S = G e^{-2G}$, greatest at $G = 0.5$ with $1/(2e) \approx 18.4\%$, and slotted ALOHA's is $S = G e^{-G}$, greatest at $G = 1$ with $1/e \approx 36.8\%$. The 2 in the first exponent is pure ALOHA's vulnerable period of two frame times, so halving that period is exactly why the peak doubles: R explains A.`,
    h(
      assertionReasonHindi(
        'Slotted ALOHA का अधिकतम throughput (लगभग 36.8%) pure ALOHA के अधिकतम throughput (लगभग 18.4%) का दोगुना है।',
        'Slotted ALOHA में कोई frame केवल उसी slot में भेजे गए frames से टकरा सकता है, इसलिए उसकी vulnerable अवधि दो के बजाय एक frame-समय होती है।',
      ),
      ASSERTION_REASON_HINDI,
      r`दोनों सही हैं। प्रति frame-समय $G$ frames के प्रस्तुत भार पर pure ALOHA का throughput $S = G e^{-2G}$ है, जो $G = 0.5$ पर सबसे अधिक, $1/(2e) \approx 18.4\%$, होता है, और slotted ALOHA का $S = G e^{-G}$, जो $G = 1$ पर सबसे अधिक, $1/e \approx 36.8\%$, होता है। पहले घातांक का 2, pure ALOHA की दो frame-समय की vulnerable अवधि है, इसलिए उस अवधि का आधा होना ही शिखर के दोगुना होने का कारण है: (R), (A) की व्याख्या करता है।`,
    ),
  ),
  paperTwo(
    'net-digital-signature-1',
    'Data Communication and Computer Networks',
    'In a digital signature scheme based on public-key cryptography, the sender signs the message digest with',
    ["the receiver's public key", "the sender's private key", "the receiver's private key", "the sender's public key"],
    1,
    "Only the sender holds the sender's private key, so a digest transformed with it can have come from no one else, and anyone can check it with the sender's public key; this gives authenticity, integrity and non-repudiation. Encrypting with the receiver's public key gives confidentiality, not a signature, and a sender never has the receiver's private key. A signature made with the sender's public key could be made by anyone.",
    h(
      'Public-key cryptography पर आधारित digital signature योजना में प्रेषक message digest पर किससे हस्ताक्षर करता है?',
      ['प्राप्तकर्ता की public key से', 'प्रेषक की private key से', 'प्राप्तकर्ता की private key से', 'प्रेषक की public key से'],
      'प्रेषक की private key केवल प्रेषक के पास होती है, इसलिए उससे बदला गया digest किसी और से नहीं आ सकता, और कोई भी उसे प्रेषक की public key से जाँच सकता है; इससे प्रामाणिकता, अखंडता और non-repudiation मिलते हैं। प्राप्तकर्ता की public key से encryption गोपनीयता देता है, हस्ताक्षर नहीं, और प्रेषक के पास प्राप्तकर्ता की private key होती ही नहीं। प्रेषक की public key से बना हस्ताक्षर तो कोई भी बना सकता है।',
    ),
  ),
  paperTwo(
    'net-rsa-1',
    'Data Communication and Computer Networks',
    'In RSA the primes are p = 5 and q = 11, and the public exponent is e = 3. What is the private exponent d?',
    ['7', '13', '27', '33'],
    2,
    r`$n = 55$ and $\phi(n) = (5 - 1)(11 - 1) = 40$. The private exponent is the inverse of $e$ modulo $\phi(n)$: $3d \equiv 1 \pmod{40}$, and $3 \times 27 = 81 = 2 \times 40 + 1$, so $d = 27$. For the others, $3 \times 7 = 21$, $3 \times 13 = 39$ and $3 \times 33 = 99$, none of which leaves remainder 1 on division by 40.`,
    h(
      'RSA में अभाज्य संख्याएँ p = 5 और q = 11 हैं, और public exponent e = 3 है। Private exponent d क्या है?',
      ['7', '13', '27', '33'],
      r`$n = 55$ और $\phi(n) = (5 - 1)(11 - 1) = 40$। Private exponent, modulo $\phi(n)$ में $e$ का व्युत्क्रम है: $3d \equiv 1 \pmod{40}$, और $3 \times 27 = 81 = 2 \times 40 + 1$, इसलिए $d = 27$। बाकी विकल्पों के लिए $3 \times 7 = 21$, $3 \times 13 = 39$ और $3 \times 33 = 99$, जिनमें से कोई भी 40 से भाग देने पर शेष 1 नहीं छोड़ता।`,
    ),
  ),
];

// ---------------------------------------------------------------------------
// Unit 10: Artificial Intelligence
// ---------------------------------------------------------------------------

export const ai: DemoQuestion[] = [
  paperTwo(
    'ai-alpha-beta-1',
    'Artificial Intelligence',
    `In a two-ply game tree the root is a MAX node with three MIN children B, C and D, each of which has three leaves. The leaf values, from left to right, are:

| MIN node | Leaves |
| --- | --- |
| B | 7, 4, 9 |
| C | 6, 3, 10 |
| D | 8, 2, 12 |

What is the minimax value of the root, and how many leaves does alpha–beta pruning leave unexamined when it visits children from left to right?`,
    ['8; none', '4; 1 leaf', '4; 2 leaves', '3; 2 leaves'],
    2,
    'B = min(7, 4, 9) = 4, C = 3 and D = 2, so the root is max(4, 3, 2) = **4**. From B, alpha–beta learns that MAX can get 4 (α = 4). At C the second leaf, 3, shows that C ≤ 3 < 4, so the leaf 10 is skipped; at D the leaf 8 settles nothing, but the next leaf, 2, ends the search there and 12 is skipped. Two leaves go unexamined, and pruning never changes the value at the root.',
    h(
      `दो-स्तरीय (two-ply) game tree में मूल एक MAX नोड है, जिसके तीन MIN बच्चे B, C और D हैं, और इनमें से हर एक की तीन पत्तियाँ हैं। पत्तियों के मान, बाएँ से दाएँ, ये हैं:

| MIN नोड | पत्तियाँ |
| --- | --- |
| B | 7, 4, 9 |
| C | 6, 3, 10 |
| D | 8, 2, 12 |

मूल का minimax मान क्या है, और बच्चों को बाएँ से दाएँ देखने पर alpha–beta pruning कितनी पत्तियों को बिना जाँचे छोड़ देता है?`,
      ['8; एक भी नहीं', '4; 1 पत्ती', '4; 2 पत्तियाँ', '3; 2 पत्तियाँ'],
      'B = min(7, 4, 9) = 4, C = 3 और D = 2, इसलिए मूल = max(4, 3, 2) = **4**। B से alpha–beta जान लेता है कि MAX को 4 मिल सकता है (α = 4)। C पर दूसरी पत्ती 3 दिखाती है कि C ≤ 3 < 4, इसलिए पत्ती 10 छोड़ दी जाती है; D पर पत्ती 8 से कुछ तय नहीं होता, पर अगली पत्ती 2 वहाँ खोज समाप्त कर देती है और 12 छोड़ दी जाती है। दो पत्तियाँ बिना जाँचे रह जाती हैं, और pruning मूल का मान कभी नहीं बदलता।',
    ),
  ),
  paperTwo(
    'ai-heuristic-search-1',
    'Artificial Intelligence',
    `Consider the following statements about heuristic search:

**A.** If $h(n) = 0$ for every node, A* behaves as uniform-cost search.

**B.** Every consistent heuristic is admissible.

**C.** Greedy best-first search, which orders the frontier by $h(n)$ alone, always finds an optimal solution.

**D.** A* tree search with an admissible heuristic returns an optimal solution.

${CHOOSE}`,
    ['A and D only', 'B and C only', 'A, B and D only', 'A, B, C and D'],
    2,
    r`With $h = 0$, A* orders the frontier by $g(n)$ alone, which is uniform-cost search (A). A consistent heuristic satisfies $h(n) \le c(n, n') + h(n')$ and $h(\text{goal}) = 0$; adding these up along an optimal path shows that it never overestimates, so it is admissible (B). Greedy best-first search ignores the cost already paid, so it can follow a path that looks cheap but is not (C is false). With an admissible $h$, A* tree search cannot return a costlier goal before the optimal one (D).`,
    h(
      `Heuristic search के बारे में निम्नलिखित कथनों पर विचार कीजिए:

**A.** यदि हर नोड के लिए $h(n) = 0$ हो, तो A*, uniform-cost search की तरह व्यवहार करता है।

**B.** हर consistent heuristic, admissible भी होता है।

**C.** Greedy best-first search, जो frontier को केवल $h(n)$ के अनुसार क्रम देता है, सदैव इष्टतम हल खोजता है।

**D.** Admissible heuristic के साथ A* tree search इष्टतम हल लौटाता है।

${CHOOSE_HINDI}`,
      ['केवल A और D', 'केवल B और C', 'केवल A, B और D', 'A, B, C और D'],
      r`$h = 0$ होने पर A* frontier को केवल $g(n)$ के अनुसार क्रम देता है, जो uniform-cost search है (A)। Consistent heuristic $h(n) \le c(n, n') + h(n')$ और $h(\text{goal}) = 0$ को संतुष्ट करता है; किसी इष्टतम path पर इन्हें जोड़ने से दिखता है कि वह कभी अधिक अनुमान नहीं लगाता, इसलिए वह admissible है (B)। Greedy best-first search पहले से चुकाई गई लागत को अनदेखा करता है, इसलिए वह सस्ता दिखने वाला पर वास्तव में महँगा path पकड़ सकता है (C गलत है)। Admissible $h$ के साथ A* tree search इष्टतम goal से पहले कोई अधिक लागत वाला goal नहीं लौटा सकता (D)।`,
    ),
  ),
  paperTwo(
    'ai-cnf-1',
    'Artificial Intelligence',
    r`Which of the following is a conjunctive normal form of $P \rightarrow (Q \land R)$?`,
    [r`$(\lnot P \lor Q) \land (\lnot P \lor R)$`, r`$(P \lor Q) \land (P \lor R)$`, r`$\lnot P \land (Q \lor R)$`, r`$\lnot P \lor Q \lor R$`],
    0,
    r`Removing the implication gives $\lnot P \lor (Q \land R)$, and distributing $\lor$ over $\land$ gives $(\lnot P \lor Q) \land (\lnot P \lor R)$. The single clause $\lnot P \lor Q \lor R$ is weaker: it is true when $P$ and $Q$ are true and $R$ is false, where the implication is false. $(P \lor Q) \land (P \lor R)$ forgets to negate $P$, and $\lnot P \land (Q \lor R)$ is false whenever $P$ is false and $Q$, $R$ are both false, where the implication is true.`,
    h(
      r`$P \rightarrow (Q \land R)$ का conjunctive normal form (CNF) निम्नलिखित में से कौन-सा है?`,
      [r`$(\lnot P \lor Q) \land (\lnot P \lor R)$`, r`$(P \lor Q) \land (P \lor R)$`, r`$\lnot P \land (Q \lor R)$`, r`$\lnot P \lor Q \lor R$`],
      r`Implication हटाने पर $\lnot P \lor (Q \land R)$ मिलता है, और $\land$ पर $\lor$ का वितरण करने पर $(\lnot P \lor Q) \land (\lnot P \lor R)$। अकेला clause $\lnot P \lor Q \lor R$ कमज़ोर है: जब $P$ और $Q$ सत्य तथा $R$ असत्य हो, तब यह सत्य है जबकि implication असत्य है। $(P \lor Q) \land (P \lor R)$ में $P$ का निषेध छूट गया है, और $\lnot P \land (Q \lor R)$ तब असत्य है जब $P$, $Q$, $R$ तीनों असत्य हों, जबकि तब implication सत्य है।`,
    ),
  ),
  paperTwo(
    'ai-first-order-1',
    'Artificial Intelligence',
    'Which formula of first-order logic says "Some student likes every course"?',
    [
      r`$\exists x\,(\text{Student}(x) \land \forall y\,(\text{Course}(y) \rightarrow \text{Likes}(x, y)))$`,
      r`$\exists x\,(\text{Student}(x) \rightarrow \forall y\,(\text{Course}(y) \land \text{Likes}(x, y)))$`,
      r`$\forall y\,(\text{Course}(y) \rightarrow \exists x\,(\text{Student}(x) \land \text{Likes}(x, y)))$`,
      r`$\exists x\,\forall y\,(\text{Student}(x) \land \text{Course}(y) \land \text{Likes}(x, y))$`,
    ],
    0,
    r`An existential claim pairs $\exists$ with $\land$ (there is an $x$ that is a student and ...), and a universal one pairs $\forall$ with $\rightarrow$ (every $y$ that is a course is liked by that $x$): that is the first formula. The second is made true by anything that is not a student, the third says only that each course is liked by some student (perhaps a different one for each course), and the fourth claims that everything is a course.`,
    h(
      'प्रथम-कोटि तर्क (first-order logic) का कौन-सा सूत्र "कोई एक विद्यार्थी हर पाठ्यक्रम को पसंद करता है" को व्यक्त करता है? (Student, Course और Likes विधेय हैं।)',
      [
        r`$\exists x\,(\text{Student}(x) \land \forall y\,(\text{Course}(y) \rightarrow \text{Likes}(x, y)))$`,
        r`$\exists x\,(\text{Student}(x) \rightarrow \forall y\,(\text{Course}(y) \land \text{Likes}(x, y)))$`,
        r`$\forall y\,(\text{Course}(y) \rightarrow \exists x\,(\text{Student}(x) \land \text{Likes}(x, y)))$`,
        r`$\exists x\,\forall y\,(\text{Student}(x) \land \text{Course}(y) \land \text{Likes}(x, y))$`,
      ],
      r`अस्तित्ववाचक कथन में $\exists$ के साथ $\land$ आता है (कोई $x$ है जो विद्यार्थी है और ...), और सार्वभौमिक कथन में $\forall$ के साथ $\rightarrow$ (हर $y$ जो पाठ्यक्रम है, उसे वह $x$ पसंद करता है): यही पहला सूत्र है। दूसरा सूत्र किसी भी ऐसी वस्तु से सत्य हो जाता है जो विद्यार्थी नहीं है, तीसरा केवल यह कहता है कि हर पाठ्यक्रम को कोई न कोई विद्यार्थी पसंद करता है (संभवतः हर पाठ्यक्रम के लिए अलग), और चौथा दावा करता है कि हर वस्तु एक पाठ्यक्रम है।`,
    ),
  ),
  paperTwo(
    'ai-fuzzy-sets-1',
    'Artificial Intelligence',
    r`On the universe $\{x_1, x_2, x_3\}$ two fuzzy sets are $A = \{0.2/x_1,\ 0.7/x_2,\ 1.0/x_3\}$ and $B = \{0.5/x_1,\ 0.4/x_2,\ 0.6/x_3\}$. With the standard operations (min for intersection, max for union, $1 - \mu$ for complement), what is $A \cap \overline{B}$?`,
    [r`$\{0.2/x_1,\ 0.4/x_2,\ 0.6/x_3\}$`, r`$\{0.5/x_1,\ 0.7/x_2,\ 1.0/x_3\}$`, r`$\{0.1/x_1,\ 0.42/x_2,\ 0.4/x_3\}$`, r`$\{0.2/x_1,\ 0.6/x_2,\ 0.4/x_3\}$`],
    3,
    r`The complement is $\overline{B} = \{0.5/x_1,\ 0.6/x_2,\ 0.4/x_3\}$, and the intersection takes the smaller membership at each point: $\min(0.2, 0.5) = 0.2$, $\min(0.7, 0.6) = 0.6$ and $\min(1.0, 0.4) = 0.4$. The first option is $A \cap B$, with the complement forgotten, the second is $A \cup B$, and the third multiplies the memberships (the algebraic product) instead of taking the minimum.`,
    h(
      r`समष्टि $\{x_1, x_2, x_3\}$ पर दो fuzzy sets $A = \{0.2/x_1,\ 0.7/x_2,\ 1.0/x_3\}$ और $B = \{0.5/x_1,\ 0.4/x_2,\ 0.6/x_3\}$ हैं। मानक संक्रियाओं (सर्वनिष्ठ के लिए min, सम्मिलन के लिए max, पूरक के लिए $1 - \mu$) से $A \cap \overline{B}$ क्या है?`,
      [r`$\{0.2/x_1,\ 0.4/x_2,\ 0.6/x_3\}$`, r`$\{0.5/x_1,\ 0.7/x_2,\ 1.0/x_3\}$`, r`$\{0.1/x_1,\ 0.42/x_2,\ 0.4/x_3\}$`, r`$\{0.2/x_1,\ 0.6/x_2,\ 0.4/x_3\}$`],
      r`पूरक $\overline{B} = \{0.5/x_1,\ 0.6/x_2,\ 0.4/x_3\}$ है, और सर्वनिष्ठ हर बिंदु पर छोटी सदस्यता लेता है: $\min(0.2, 0.5) = 0.2$, $\min(0.7, 0.6) = 0.6$ और $\min(1.0, 0.4) = 0.4$। पहला विकल्प $A \cap B$ है, जिसमें पूरक भुला दिया गया, दूसरा $A \cup B$ है, और तीसरा न्यूनतम लेने के बजाय सदस्यताओं का गुणा (algebraic product) करता है।`,
    ),
  ),
  paperTwo(
    'ai-perceptron-1',
    'Artificial Intelligence',
    r`A perceptron with a step activation (output 1 if $w_1x_1 + w_2x_2 + b \ge 0$, else 0) has $w_1 = 0.5$, $w_2 = -0.2$, $b = 0.1$ and learning rate $\eta = 0.1$. It is shown the input $(x_1, x_2) = (1, 1)$ with target output 0. What are the weights and the bias after one application of the perceptron learning rule?`,
    [
      r`$w_1 = 0.4$, $w_2 = -0.3$, $b = 0.0$`,
      r`$w_1 = 0.6$, $w_2 = -0.1$, $b = 0.2$`,
      r`$w_1 = 0.4$, $w_2 = -0.3$, $b = 0.1$`,
      r`$w_1 = 0.5$, $w_2 = -0.2$, $b = 0.1$`,
    ],
    0,
    r`The net input is $0.5 - 0.2 + 0.1 = 0.4 \ge 0$, so the output is 1 and the error is $t - y = 0 - 1 = -1$. The rule $w_i \leftarrow w_i + \eta\,(t - y)\,x_i$ lowers each weight by 0.1, and the bias, whose input is always 1, by 0.1 as well: $w_1 = 0.4$, $w_2 = -0.3$, $b = 0.0$. The third option leaves the bias alone, the second adds the correction instead of subtracting it, and the last would be right only if the output had already matched the target.`,
    h(
      r`Step activation वाले एक perceptron (यदि $w_1x_1 + w_2x_2 + b \ge 0$ तो output 1, अन्यथा 0) में $w_1 = 0.5$, $w_2 = -0.2$, $b = 0.1$ और learning rate $\eta = 0.1$ है। उसे इनपुट $(x_1, x_2) = (1, 1)$ लक्ष्य output 0 के साथ दिया जाता है। Perceptron learning rule के एक बार लागू होने के बाद weights और bias क्या होंगे?`,
      [
        r`$w_1 = 0.4$, $w_2 = -0.3$, $b = 0.0$`,
        r`$w_1 = 0.6$, $w_2 = -0.1$, $b = 0.2$`,
        r`$w_1 = 0.4$, $w_2 = -0.3$, $b = 0.1$`,
        r`$w_1 = 0.5$, $w_2 = -0.2$, $b = 0.1$`,
      ],
      r`Net input $0.5 - 0.2 + 0.1 = 0.4 \ge 0$ है, इसलिए output 1 है और त्रुटि $t - y = 0 - 1 = -1$। नियम $w_i \leftarrow w_i + \eta\,(t - y)\,x_i$ हर weight को 0.1 घटाता है, और bias को भी, जिसका इनपुट सदा 1 होता है, 0.1 घटाता है: $w_1 = 0.4$, $w_2 = -0.3$, $b = 0.0$। तीसरा विकल्प bias को नहीं बदलता, दूसरा सुधार को घटाने के बजाय जोड़ देता है, और अंतिम तभी सही होता जब output पहले से लक्ष्य से मेल खाता।`,
    ),
  ),
  paperTwo(
    'ai-crossover-1',
    'Artificial Intelligence',
    'A genetic algorithm applies single-point crossover after the third bit to the parent chromosomes 11001010 and 01110101. Which offspring does it produce?',
    ['00110101 and 10001010', '11110101 and 01001010', '11001101 and 01110010', '11010101 and 01101010'],
    3,
    'Single-point crossover cuts both parents at the same point and exchanges the tails: 110|01010 and 011|10101 become 110 + 10101 = **11010101** and 011 + 01010 = **01101010**. The second and third pairs come from cutting after the first bit and after the fifth, and the first pair flips every bit, which is mutation, not crossover.',
    h(
      'एक genetic algorithm पितृ chromosomes 11001010 और 01110101 पर तीसरे bit के बाद single-point crossover लागू करता है। इससे कौन-सी संतति (offspring) बनती है?',
      ['00110101 और 10001010', '11110101 और 01001010', '11001101 और 01110010', '11010101 और 01101010'],
      'Single-point crossover दोनों पितृ chromosomes को एक ही बिंदु पर काटकर उनके पिछले भाग आपस में बदल देता है: 110|01010 और 011|10101 से 110 + 10101 = **11010101** और 011 + 01010 = **01101010** बनते हैं। दूसरा और तीसरा युग्म पहले bit के बाद और पाँचवें bit के बाद काटने से आते हैं, और पहला युग्म हर bit को उलट देता है, जो mutation है, crossover नहीं।',
    ),
  ),
  paperTwo(
    'ai-search-match-1',
    'Artificial Intelligence',
    r`Match List I with List II. ($b$ is the branching factor, $d$ the depth of the shallowest goal and $m$ the maximum depth.)

| List I (search strategy) | List II (property) |
| --- | --- |
| A. Breadth-first search | I. Expands the frontier node of least path cost $g(n)$ |
| B. Depth-first search | II. Repeats depth-limited search with limits 0, 1, 2, …, in memory linear in the depth |
| C. Iterative deepening search | III. Expands the shallowest node first and keeps the whole frontier, memory $O(b^d)$ |
| D. Uniform-cost search | IV. Can run forever down an infinite path, but needs memory of only $O(bm)$ |

Choose the correct answer from the options given below:`,
    ['A-III, B-II, C-IV, D-I', 'A-I, B-IV, C-II, D-III', 'A-IV, B-III, C-II, D-I', 'A-III, B-IV, C-II, D-I'],
    3,
    r`BFS works level by level and must store the whole frontier, $O(b^d)$ nodes (A-III). DFS keeps only the current path and the siblings along it, $O(bm)$, but can descend an infinite branch for ever (B-IV). Iterative deepening repeats depth-limited DFS with growing limits, combining the completeness of BFS with the small memory of DFS (C-II). Uniform-cost search orders the frontier by path cost $g(n)$ (D-I).`,
    h(
      r`सूची I का सूची II से मिलान कीजिए। ($b$ branching factor है, $d$ सबसे उथले goal की गहराई और $m$ अधिकतम गहराई।)

| सूची I (खोज रणनीति) | सूची II (गुण) |
| --- | --- |
| A. Breadth-first search | I. Frontier के उस नोड को expand करती है जिसकी path cost $g(n)$ सबसे कम हो |
| B. Depth-first search | II. 0, 1, 2, … सीमाओं के साथ depth-limited search दोहराती है, गहराई के रैखिक अनुपात वाली स्मृति में |
| C. Iterative deepening search | III. सबसे उथले नोड को पहले expand करती है और पूरा frontier रखती है, स्मृति $O(b^d)$ |
| D. Uniform-cost search | IV. किसी अनंत path पर अनंत काल तक नीचे जा सकती है, पर स्मृति केवल $O(bm)$ चाहिए |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-III, B-II, C-IV, D-I', 'A-I, B-IV, C-II, D-III', 'A-IV, B-III, C-II, D-I', 'A-III, B-IV, C-II, D-I'],
      r`BFS स्तर-दर-स्तर काम करता है और उसे पूरा frontier, $O(b^d)$ नोड, रखना पड़ता है (A-III)। DFS केवल वर्तमान path और उसके साथ के भाई-नोड रखता है, $O(bm)$, पर किसी अनंत शाखा में सदा के लिए उतर सकता है (B-IV)। Iterative deepening बढ़ती सीमाओं के साथ depth-limited DFS दोहराता है, और BFS की पूर्णता को DFS की कम स्मृति से जोड़ता है (C-II)। Uniform-cost search frontier को path cost $g(n)$ के क्रम में रखता है (D-I)।`,
    ),
  ),
  paperTwo(
    'ai-script-1',
    'Artificial Intelligence',
    'Which knowledge representation describes a stereotyped sequence of events in a familiar situation, such as a visit to a doctor, in terms of entry conditions, roles, props, scenes and results?',
    ['Frame', 'Script', 'Semantic network', 'Production rule'],
    1,
    'A **script** (Schank and Abelson) records what normally happens, step by step, in a recurring situation, so that a program can fill in events a story leaves unsaid. A frame also has slots, but it describes an object or a concept rather than a sequence of events; a semantic network links concepts by labelled relations, and a production rule is a single condition–action pair.',
    h(
      'कौन-सा ज्ञान-निरूपण (knowledge representation) किसी परिचित स्थिति, जैसे डॉक्टर के पास जाना, में घटनाओं के एक रूढ़ (stereotyped) अनुक्रम को प्रवेश-शर्तों, भूमिकाओं, सामग्री (props), दृश्यों और परिणामों के रूप में बताता है?',
      ['फ़्रेम (Frame)', 'स्क्रिप्ट (Script)', 'सिमेंटिक नेटवर्क (Semantic network)', 'उत्पादन नियम (Production rule)'],
      'एक **script** (Schank और Abelson) यह दर्ज करती है कि किसी बार-बार आने वाली स्थिति में सामान्यतः क्रम से क्या होता है, ताकि प्रोग्राम उन घटनाओं को भर सके जिन्हें कोई कहानी नहीं कहती। Frame में भी slots होते हैं, पर वह घटनाओं के अनुक्रम का नहीं बल्कि किसी वस्तु या अवधारणा का वर्णन करता है; semantic network अवधारणाओं को नामांकित संबंधों से जोड़ता है, और production rule एक अकेला शर्त–क्रिया युग्म है।',
    ),
  ),
  paperTwo(
    'ai-strips-1',
    'Artificial Intelligence',
    assertionReason(
      'In STRIPS, an action is described by its preconditions and by an add list and a delete list of effects.',
      "STRIPS assumes that any fact not mentioned among an action's effects may have changed after the action.",
    ),
    ASSERTION_REASON,
    2,
    'A is true: an action applies when its preconditions hold, and applying it adds the facts on its add list and removes those on its delete list. R is false; it states the opposite of the STRIPS assumption, which is that every fact an action does not mention **stays as it was**. That assumption is how STRIPS avoids writing frame axioms for everything an action leaves alone.',
    h(
      assertionReasonHindi(
        'STRIPS में किसी action का वर्णन उसकी preconditions और प्रभावों की एक add list तथा एक delete list से किया जाता है।',
        'STRIPS यह मानता है कि जिस तथ्य का उल्लेख action के प्रभावों में नहीं है, वह action के बाद बदल चुका हो सकता है।',
      ),
      ASSERTION_REASON_HINDI,
      '(A) सही है: action तब लागू होता है जब उसकी preconditions सत्य हों, और लागू होने पर वह add list के तथ्य जोड़ता है और delete list के तथ्य हटाता है। (R) गलत है; यह STRIPS धारणा का उलटा कहता है, जो यह है कि action जिस तथ्य का उल्लेख नहीं करता, वह **जैसा था वैसा ही रहता है**। इसी धारणा से STRIPS उन सब बातों के लिए frame axioms लिखने से बचता है जिन्हें action नहीं छूता।',
    ),
  ),
];
