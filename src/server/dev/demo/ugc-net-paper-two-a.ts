// A UGC NET Paper 2 mock (Computer Science and Applications, subject code 87), units 1 to 5 of the
// syllabus: 50 multiple-choice questions of 2 marks each, no negative marking, ten in each unit, in
// the mix the real paper sets: recall, short working, "match List I with List II", and assertion and
// reason or "which statements are correct". Every question is Prepverse's own, with its Hindi version
// beside it, the options in the same order; the keys were checked by hand, and the arithmetic, the C
// program and the SQL query by running them. Units 4 and 5 are in ugc-net-paper-two-a-more.ts.
//
// Writing notes as in questions.ts: `r` is String.raw for LaTeX, `${F}` is a Markdown code fence.
import type { DemoQuestion } from './types.ts';
import { h, paperTwo, ASSERTION_REASON, ASSERTION_REASON_HINDI } from './paper-two-helpers.ts';
import { paperTwoDatabases, paperTwoSystems } from './ugc-net-paper-two-a-more.ts';

const r = String.raw;
const F = '```';

// ---------------------------------------------------------------------------
// Unit 1: Discrete Structures and Optimization
// ---------------------------------------------------------------------------

const DSO = 'Discrete Structures and Optimization';

const discrete: DemoQuestion[] = [
  paperTwo(
    'dso-pigeonhole-1',
    DSO,
    'A department assigns each of its research students to one of 9 laboratories. What is the least number of students the department must have to be sure that some laboratory gets at least 5 of them?',
    ['36', '37', '45', '46'],
    1,
    r`By the pigeonhole principle, $9 \times 4 = 36$ students can be spread so that every laboratory gets exactly 4, so 36 are not enough. With **37**, some laboratory must get at least $\lceil 37/9 \rceil = 5$. The 45 is enough to put 5 in *every* laboratory and 46 forces 6 into one; neither is what the question asks.`,
    h(
      'एक विभाग अपने प्रत्येक शोध छात्र को 9 प्रयोगशालाओं में से किसी एक में नियत करता है। यह सुनिश्चित करने के लिए कि किसी प्रयोगशाला को कम से कम 5 छात्र मिलें, विभाग में कम से कम कितने छात्र होने चाहिए?',
      ['36', '37', '45', '46'],
      r`कबूतरखाना (pigeonhole) सिद्धांत के अनुसार $9 \times 4 = 36$ छात्रों को इस तरह बाँटा जा सकता है कि हर प्रयोगशाला को ठीक 4 मिलें, इसलिए 36 पर्याप्त नहीं हैं। **37** छात्र होने पर किसी प्रयोगशाला को कम से कम $\lceil 37/9 \rceil = 5$ छात्र अवश्य मिलेंगे। 45 छात्र *हर* प्रयोगशाला में 5 रखने के लिए पर्याप्त हैं और 46 किसी एक में 6 सुनिश्चित करते हैं; प्रश्न इनमें से किसी के बारे में नहीं है।`,
    ),
  ),
  paperTwo(
    'dso-truth-table-1',
    DSO,
    r`For how many of the 8 assignments of truth values to $p$, $q$, $r$ is the formula $(p \lor q) \to r$ **true**?`,
    ['3', '4', '6', '5'],
    3,
    r`An implication is false only when its premise is true and its conclusion false. $p \lor q$ is true in 6 of the 8 rows (all but $p = q = F$), and in 3 of those $r$ is false, so the formula is false in exactly 3 rows and true in $8 - 3 = 5$. The 3 counts the false rows, and 6 the rows where $p \lor q$ holds.`,
    h(
      r`$p$, $q$, $r$ के सत्य मानों के 8 नियतनों में से कितनों के लिए सूत्र $(p \lor q) \to r$ **सत्य** है?`,
      ['3', '4', '6', '5'],
      r`सोपाधिक कथन (implication) तभी असत्य होता है जब उसका पूर्वपद सत्य और निष्कर्ष असत्य हो। $p \lor q$ आठ में से 6 पंक्तियों में सत्य है ($p = q = F$ को छोड़कर सभी में), और उनमें से 3 में $r$ असत्य है, इसलिए सूत्र ठीक 3 पंक्तियों में असत्य और $8 - 3 = 5$ पंक्तियों में सत्य है। 3 असत्य पंक्तियों की गिनती है, और 6 उन पंक्तियों की जिनमें $p \lor q$ सत्य है।`,
    ),
  ),
  paperTwo(
    'dso-relation-counts-1',
    DSO,
    r`Let $S$ be a set with $n$ elements. Match List I with List II.

| List I | List II |
| --- | --- |
| A. Number of binary relations on $S$ | I. $n^n$ |
| B. Number of reflexive relations on $S$ | II. $2^{n^2}$ |
| C. Number of symmetric relations on $S$ | III. $2^{n(n+1)/2}$ |
| D. Number of functions from $S$ to $S$ | IV. $2^{n^2 - n}$ |

Choose the correct answer from the options given below:`,
    ['A-II, B-III, C-IV, D-I', 'A-I, B-IV, C-III, D-II', 'A-II, B-IV, C-III, D-I', 'A-IV, B-II, C-III, D-I'],
    2,
    r`A relation is any subset of the $n^2$ ordered pairs, so there are $2^{n^2}$ (A-II). A reflexive one must contain the $n$ pairs $(a, a)$ and may contain any of the other $n^2 - n$, giving $2^{n^2-n}$ (B-IV). A symmetric one is fixed by choosing which diagonal pairs ($n$ choices) and which unordered pairs of distinct elements ($n(n-1)/2$ choices) it contains, $n(n+1)/2$ free choices in all (C-III). A function picks one of $n$ images for each of the $n$ elements: $n^n$ (D-I).`,
    h(
      r`मान लीजिए $S$ एक समुच्चय है जिसमें $n$ अवयव हैं। सूची I का सूची II से मिलान कीजिए।

| सूची I | सूची II |
| --- | --- |
| A. $S$ पर द्विआधारी संबंधों की संख्या | I. $n^n$ |
| B. $S$ पर स्वतुल्य (reflexive) संबंधों की संख्या | II. $2^{n^2}$ |
| C. $S$ पर सममित (symmetric) संबंधों की संख्या | III. $2^{n(n+1)/2}$ |
| D. $S$ से $S$ तक फलनों की संख्या | IV. $2^{n^2 - n}$ |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-II, B-III, C-IV, D-I', 'A-I, B-IV, C-III, D-II', 'A-II, B-IV, C-III, D-I', 'A-IV, B-II, C-III, D-I'],
      r`संबंध $n^2$ क्रमित युग्मों का कोई भी उपसमुच्चय है, इसलिए कुल $2^{n^2}$ संबंध हैं (A-II)। स्वतुल्य संबंध में $n$ युग्म $(a, a)$ होने ही चाहिए और बाकी $n^2 - n$ युग्मों में से कोई भी हो सकता है, इसलिए $2^{n^2-n}$ (B-IV)। सममित संबंध यह चुनने से तय होता है कि उसमें कौन-से विकर्ण युग्म ($n$ विकल्प) और भिन्न अवयवों के कौन-से अक्रमित युग्म ($n(n-1)/2$ विकल्प) हैं, कुल $n(n+1)/2$ स्वतंत्र चुनाव (C-III)। फलन हर एक अवयव के लिए $n$ में से एक प्रतिबिंब चुनता है: $n^n$ (D-I)।`,
    ),
  ),
  paperTwo(
    'dso-planar-regions-1',
    DSO,
    'A connected planar simple graph has 8 vertices, each of degree 3. Into how many regions (counting the unbounded outer region) does any planar drawing of it divide the plane?',
    ['6', '5', '8', '4'],
    0,
    r`By the handshaking lemma the graph has $8 \times 3 / 2 = 12$ edges. Euler's formula for a connected planar graph, $V - E + F = 2$, gives $F = 2 - 8 + 12 = 6$; the graph of a cube is such a graph, with its 6 faces. Forgetting to count the unbounded region gives 5.`,
    h(
      'एक संबद्ध (connected) समतलीय सरल ग्राफ में 8 शीर्ष हैं, और प्रत्येक की घात 3 है। इसका कोई भी समतलीय आरेखण तल को कितने क्षेत्रों में बाँटता है (बाहरी असीमित क्षेत्र को भी गिनकर)?',
      ['6', '5', '8', '4'],
      r`हस्त-मिलान प्रमेयिका (handshaking lemma) से ग्राफ में $8 \times 3 / 2 = 12$ किनारे हैं। संबद्ध समतलीय ग्राफ के लिए ऑयलर का सूत्र $V - E + F = 2$ देता है $F = 2 - 8 + 12 = 6$; घन (cube) का ग्राफ ऐसा ही ग्राफ है, जिसके 6 फलक हैं। बाहरी असीमित क्षेत्र को न गिनने पर 5 आता है।`,
    ),
  ),
  paperTwo(
    'dso-graph-facts-1',
    DSO,
    r`Which of the following statements are correct?

- I. Every tree with $n$ vertices has exactly $n - 1$ edges.
- II. The complete bipartite graph $K_{3,3}$ is planar.
- III. A connected graph has an Euler circuit if and only if every vertex has even degree.
- IV. Every bipartite graph can be properly coloured with at most two colours.`,
    ['I and II only', 'II, III and IV only', 'I and III only', 'I, III and IV only'],
    3,
    r`I is a basic property of trees, III is Euler's theorem for circuits, and IV holds because each of the two parts of a bipartite graph can take one colour, no edge joining two vertices of the same part. II is false: $K_{3,3}$ is one of Kuratowski's two graphs and has no planar drawing (a planar bipartite graph on 6 vertices has at most $2 \cdot 6 - 4 = 8$ edges, and $K_{3,3}$ has 9). So the answer is I, III and IV only.`,
    h(
      r`निम्नलिखित में से कौन-से कथन सही हैं?

- I. $n$ शीर्षों वाले प्रत्येक ट्री में ठीक $n - 1$ किनारे होते हैं।
- II. पूर्ण द्विभाजित (complete bipartite) ग्राफ $K_{3,3}$ समतलीय है।
- III. एक संबद्ध ग्राफ में ऑयलर परिपथ तभी और केवल तभी होता है जब प्रत्येक शीर्ष की घात सम हो।
- IV. प्रत्येक द्विभाजित ग्राफ को अधिकतम दो रंगों से उचित रूप से रंगा जा सकता है।`,
      ['केवल I और II', 'केवल II, III और IV', 'केवल I और III', 'केवल I, III और IV'],
      r`I ट्री का मूल गुण है, III परिपथों के लिए ऑयलर का प्रमेय है, और IV इसलिए सही है कि द्विभाजित ग्राफ के दोनों भागों को एक-एक रंग दिया जा सकता है, क्योंकि कोई किनारा एक ही भाग के दो शीर्षों को नहीं जोड़ता। II गलत है: $K_{3,3}$ कुराटोव्स्की के दो ग्राफों में से एक है और उसका कोई समतलीय आरेखण नहीं है (6 शीर्षों वाले समतलीय द्विभाजित ग्राफ में अधिकतम $2 \cdot 6 - 4 = 8$ किनारे हो सकते हैं, जबकि $K_{3,3}$ में 9 हैं)। अतः उत्तर केवल I, III और IV है।`,
    ),
  ),
  paperTwo(
    'dso-group-order-1',
    DSO,
    r`In the group $(\mathbb{Z}_{12}, +_{12})$ of the integers modulo 12 under addition, what is the order of the element 8?`,
    ['4', '6', '3', '12'],
    2,
    r`The order is the least $k \ge 1$ with $8k \equiv 0 \pmod{12}$: the multiples of 8 are 8, 4, 0, so $k = 3$. In general the order of $a$ in $\mathbb{Z}_n$ is $n / \gcd(a, n) = 12 / 4 = 3$. The 4 is $\gcd(8, 12)$ itself, and 12 is the order of the whole group, not of this element.`,
    h(
      r`पूर्णांकों मॉड्यूलो 12 के योग समूह $(\mathbb{Z}_{12}, +_{12})$ में अवयव 8 की कोटि (order) क्या है?`,
      ['4', '6', '3', '12'],
      r`कोटि वह सबसे छोटा $k \ge 1$ है जिसके लिए $8k \equiv 0 \pmod{12}$ हो: 8 के गुणज 8, 4, 0 हैं, इसलिए $k = 3$। व्यापक रूप से $\mathbb{Z}_n$ में $a$ की कोटि $n / \gcd(a, n) = 12 / 4 = 3$ होती है। 4 तो स्वयं $\gcd(8, 12)$ है, और 12 पूरे समूह की कोटि है, इस अवयव की नहीं।`,
    ),
  ),
  paperTwo(
    'dso-self-dual-1',
    DSO,
    r`A Boolean function $f$ is **self-dual** if $f(\bar{x}_1, \ldots, \bar{x}_n) = \overline{f(x_1, \ldots, x_n)}$ for every input. How many Boolean functions of 3 variables are self-dual?`,
    ['16', '8', '64', '256'],
    0,
    r`The 8 inputs of 3 variables fall into 4 complementary pairs such as $(000, 111)$. Once the value at one input of a pair is chosen, self-duality fixes the value at the other, so only 4 values are free: $2^4 = 16$ functions, in general $2^{2^{n-1}}$. The 256 is the number of all Boolean functions of 3 variables, $2^{2^3}$.`,
    h(
      r`कोई बूलियन फलन $f$ **स्व-द्वैत (self-dual)** कहलाता है यदि प्रत्येक इनपुट के लिए $f(\bar{x}_1, \ldots, \bar{x}_n) = \overline{f(x_1, \ldots, x_n)}$ हो। 3 चरों के कितने बूलियन फलन स्व-द्वैत हैं?`,
      ['16', '8', '64', '256'],
      r`3 चरों के 8 इनपुट 4 पूरक युग्मों में बँटते हैं, जैसे $(000, 111)$। युग्म के एक इनपुट पर मान चुन लेने के बाद स्व-द्वैतता दूसरे इनपुट पर मान तय कर देती है, इसलिए केवल 4 मान स्वतंत्र हैं: $2^4 = 16$ फलन, व्यापक रूप से $2^{2^{n-1}}$। 256 तो 3 चरों के सभी बूलियन फलनों की संख्या $2^{2^3}$ है।`,
    ),
  ),
  paperTwo(
    'dso-lp-corner-1',
    DSO,
    r`Consider the linear programme

Maximise $Z = 2x + 5y$ subject to $x + y \le 4$, $x + 3y \le 9$, $x \le 3$, $x \ge 0$, $y \ge 0$.

What is the maximum value of $Z$?`,
    ['15', '15.5', '11', '16'],
    1,
    r`The corner points of the feasible region are $(0, 0)$, $(3, 0)$, $(3, 1)$, $(1.5, 2.5)$ (where $x + y = 4$ meets $x + 3y = 9$) and $(0, 3)$. There $Z$ takes the values 0, 6, 11, **15.5** and 15, so the maximum is 15.5, at $(1.5, 2.5)$. The tempting 15 is the corner $(0, 3)$ on the $y$-axis, which is feasible but not optimal.`,
    h(
      r`निम्नलिखित रैखिक प्रोग्रामन समस्या पर विचार कीजिए:

$Z = 2x + 5y$ को अधिकतम कीजिए, जबकि $x + y \le 4$, $x + 3y \le 9$, $x \le 3$, $x \ge 0$, $y \ge 0$।

$Z$ का अधिकतम मान क्या है?`,
      ['15', '15.5', '11', '16'],
      r`सुसंगत (feasible) क्षेत्र के कोने के बिंदु $(0, 0)$, $(3, 0)$, $(3, 1)$, $(1.5, 2.5)$ (जहाँ $x + y = 4$ और $x + 3y = 9$ मिलती हैं) और $(0, 3)$ हैं। इन पर $Z$ के मान 0, 6, 11, **15.5** और 15 हैं, इसलिए अधिकतम मान 15.5 है, बिंदु $(1.5, 2.5)$ पर। लुभाने वाला उत्तर 15 $y$-अक्ष पर स्थित कोना $(0, 3)$ है, जो सुसंगत तो है पर इष्टतम नहीं।`,
    ),
  ),
  paperTwo(
    'dso-assignment-1',
    DSO,
    `Three workers W1, W2, W3 are to be assigned to three jobs J1, J2, J3, one job each. The cost of each assignment is given below. What is the minimum total cost?

| | J1 | J2 | J3 |
| --- | --- | --- | --- |
| W1 | 9 | 2 | 7 |
| W2 | 6 | 4 | 3 |
| W3 | 5 | 8 | 1 |`,
    ['10', '14', '9', '11'],
    2,
    r`With three workers there are only $3! = 6$ assignments, costing 14, 20, 9, 10, 21 and 16. The cheapest is W1–J2, W2–J1, W3–J3 at $2 + 6 + 1 = 9$, which the Hungarian method also finds. The assignment W1–J2, W2–J3, W3–J1 costs 10, and the diagonal W1–J1, W2–J2, W3–J3 costs 14.`,
    h(
      `तीन कर्मचारियों W1, W2, W3 को तीन कार्यों J1, J2, J3 पर नियत करना है, प्रत्येक को एक कार्य। प्रत्येक नियतन की लागत नीचे दी गई है। न्यूनतम कुल लागत क्या है?

| | J1 | J2 | J3 |
| --- | --- | --- | --- |
| W1 | 9 | 2 | 7 |
| W2 | 6 | 4 | 3 |
| W3 | 5 | 8 | 1 |`,
      ['10', '14', '9', '11'],
      r`तीन कर्मचारियों के लिए केवल $3! = 6$ नियतन संभव हैं, जिनकी लागतें 14, 20, 9, 10, 21 और 16 हैं। सबसे सस्ता नियतन W1–J2, W2–J1, W3–J3 है, जिसकी लागत $2 + 6 + 1 = 9$ है; हंगेरियन विधि भी यही देती है। नियतन W1–J2, W2–J3, W3–J1 की लागत 10 है, और विकर्ण W1–J1, W2–J2, W3–J3 की 14।`,
    ),
  ),
  paperTwo(
    'dso-weak-duality-1',
    DSO,
    `Given below are two statements: one is labelled Assertion (A) and the other Reason (R).

**Assertion (A):** If a maximisation linear programme has an unbounded objective, its dual has no feasible solution.

**Reason (R):** By weak duality, the objective value at any feasible solution of the dual is an upper bound on the objective value at every feasible solution of the primal.

In the light of the above statements, choose the correct answer from the options given below:`,
    ASSERTION_REASON,
    0,
    'R is the weak duality theorem for a maximisation primal and its minimisation dual. If the dual had even one feasible solution, its value would bound every primal objective value from above, so the primal could not be unbounded: A follows directly from R. (The converse does not hold: an infeasible dual does not by itself make the primal unbounded, since both may be infeasible.)',
    h(
      `नीचे दो कथन दिए गए हैं: एक अभिकथन (A) के रूप में और दूसरा कारण (R) के रूप में।

**अभिकथन (A):** यदि किसी अधिकतमीकरण रैखिक प्रोग्रामन समस्या का उद्देश्य फलन अपरिबद्ध (unbounded) है, तो उसकी द्वैती (dual) समस्या का कोई सुसंगत हल नहीं होता।

**कारण (R):** दुर्बल द्वैतता (weak duality) के अनुसार द्वैती के किसी भी सुसंगत हल पर उद्देश्य फलन का मान, मूल (primal) समस्या के प्रत्येक सुसंगत हल पर उद्देश्य फलन के मान की एक ऊपरी सीमा है।

उपर्युक्त कथनों के आलोक में, नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ASSERTION_REASON_HINDI,
      'R अधिकतमीकरण वाली मूल समस्या और उसकी न्यूनतमीकरण वाली द्वैती के लिए दुर्बल द्वैतता प्रमेय है। यदि द्वैती का एक भी सुसंगत हल होता, तो उसका मान मूल समस्या के हर उद्देश्य मान को ऊपर से सीमित कर देता, और मूल समस्या अपरिबद्ध नहीं हो सकती थी: A सीधे R से निकलता है। (उलटा सत्य नहीं है: द्वैती के असुसंगत होने भर से मूल समस्या अपरिबद्ध नहीं हो जाती, क्योंकि दोनों असुसंगत हो सकती हैं।)',
    ),
  ),
];

// ---------------------------------------------------------------------------
// Unit 2: Computer System Architecture
// ---------------------------------------------------------------------------

const CSA = 'Computer System Architecture';

const architecture: DemoQuestion[] = [
  paperTwo(
    'csa-kmap-1',
    CSA,
    r`Which expression is a minimal form of $F(A, B, C, D) = \sum m(0, 2, 5, 7, 8, 10, 13, 15)$?`,
    [r`$B \oplus D$`, r`$\overline{B \oplus D}$`, r`$\bar{A}\bar{D} + BD$`, r`$\bar{B}\bar{D} + AB$`],
    1,
    r`On the K-map the minterms 0, 2, 8, 10 are the four corners, the quad $\bar{B}\bar{D}$, and 5, 7, 13, 15 are the centre block, the quad $BD$. So $F = \bar{B}\bar{D} + BD$, which is 1 exactly when $B = D$: the XNOR $\overline{B \oplus D}$. $B \oplus D$ is its complement, and the other two options cover the wrong minterms (for instance $\bar{A}\bar{D} + BD$ misses 8 and 10).`,
    h(
      r`$F(A, B, C, D) = \sum m(0, 2, 5, 7, 8, 10, 13, 15)$ का न्यूनतम रूप कौन-सा व्यंजक है?`,
      [r`$B \oplus D$`, r`$\overline{B \oplus D}$`, r`$\bar{A}\bar{D} + BD$`, r`$\bar{B}\bar{D} + AB$`],
      r`K-map पर मिनटर्म 0, 2, 8, 10 चारों कोने हैं, जो क्वाड $\bar{B}\bar{D}$ बनाते हैं, और 5, 7, 13, 15 बीच का खंड हैं, जो क्वाड $BD$ बनाते हैं। अतः $F = \bar{B}\bar{D} + BD$, जो ठीक तब 1 है जब $B = D$ हो: यह XNOR $\overline{B \oplus D}$ है। $B \oplus D$ इसका पूरक है, और बाकी दो विकल्प गलत मिनटर्म ढकते हैं (जैसे $\bar{A}\bar{D} + BD$ में 8 और 10 नहीं आते)।`,
    ),
  ),
  paperTwo(
    'csa-twos-complement-1',
    CSA,
    "Two 8-bit numbers in two's complement, `01101110` and `01010011`, are added by an 8-bit adder. What is the 8-bit result, and does the addition overflow?",
    ['`01000001`, with overflow', '`11000001`, without overflow', '`11000001`, with overflow', '`11000011`, with overflow'],
    2,
    r`The operands are $+110$ and $+83$, and their sum 193 lies outside the 8-bit range $-128$ to $+127$. The adder produces 11000001, which reads as $-63$: two positive operands gave a negative result, which is exactly the **overflow** condition (the carry into the sign bit, 1, differs from the carry out of it, 0). The pattern 11000011 is an addition slip, and 01000001 drops the sign bit.`,
    h(
      "two's complement में दो 8-बिट संख्याओं `01101110` और `01010011` को एक 8-बिट योजक (adder) से जोड़ा जाता है। 8-बिट परिणाम क्या है, और क्या योग में अतिप्रवाह (overflow) होता है?",
      ['`01000001`, अतिप्रवाह के साथ', '`11000001`, बिना अतिप्रवाह के', '`11000001`, अतिप्रवाह के साथ', '`11000011`, अतिप्रवाह के साथ'],
      r`संकार्य (operands) $+110$ और $+83$ हैं, और इनका योग 193 8-बिट परिसर $-128$ से $+127$ के बाहर है। योजक 11000001 देता है, जिसका अर्थ $-63$ निकलता है: दो धनात्मक संकार्यों से ऋणात्मक परिणाम आया, और यही **अतिप्रवाह** की स्थिति है (चिह्न बिट में आने वाला कैरी 1 है और उससे बाहर जाने वाला कैरी 0, दोनों भिन्न हैं)। 11000011 जोड़ की भूल है, और 01000001 चिह्न बिट को छोड़ देता है।`,
    ),
  ),
  paperTwo(
    'csa-flip-flops-1',
    CSA,
    r`Match List I (flip-flop) with List II (characteristic equation, $Q^+$ being the next state).

| List I | List II |
| --- | --- |
| A. SR flip-flop (with $SR = 0$) | I. $Q^+ = D$ |
| B. JK flip-flop | II. $Q^+ = J\bar{Q} + \bar{K}Q$ |
| C. D flip-flop | III. $Q^+ = T\bar{Q} + \bar{T}Q$ |
| D. T flip-flop | IV. $Q^+ = S + \bar{R}Q$ |

Choose the correct answer from the options given below:`,
    ['A-II, B-IV, C-I, D-III', 'A-IV, B-II, C-III, D-I', 'A-I, B-II, C-IV, D-III', 'A-IV, B-II, C-I, D-III'],
    3,
    r`A D flip-flop copies its input, $Q^+ = D$ (C-I), and a T flip-flop toggles when $T = 1$, $Q^+ = T \oplus Q = T\bar{Q} + \bar{T}Q$ (D-III). The SR flip-flop sets on $S$, resets on $R$ and otherwise holds, $Q^+ = S + \bar{R}Q$ under the rule $SR = 0$ (A-IV). The JK flip-flop is the SR with $J = K = 1$ defined as toggle, $Q^+ = J\bar{Q} + \bar{K}Q$ (B-II).`,
    h(
      r`सूची I (फ्लिप-फ्लॉप) का सूची II (अभिलाक्षणिक समीकरण, जहाँ $Q^+$ अगली अवस्था है) से मिलान कीजिए।

| सूची I | सूची II |
| --- | --- |
| A. SR फ्लिप-फ्लॉप ($SR = 0$ के साथ) | I. $Q^+ = D$ |
| B. JK फ्लिप-फ्लॉप | II. $Q^+ = J\bar{Q} + \bar{K}Q$ |
| C. D फ्लिप-फ्लॉप | III. $Q^+ = T\bar{Q} + \bar{T}Q$ |
| D. T फ्लिप-फ्लॉप | IV. $Q^+ = S + \bar{R}Q$ |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-II, B-IV, C-I, D-III', 'A-IV, B-II, C-III, D-I', 'A-I, B-II, C-IV, D-III', 'A-IV, B-II, C-I, D-III'],
      r`D फ्लिप-फ्लॉप अपने इनपुट की प्रतिलिपि बनाता है, $Q^+ = D$ (C-I), और T फ्लिप-फ्लॉप $T = 1$ होने पर अवस्था पलटता है, $Q^+ = T \oplus Q = T\bar{Q} + \bar{T}Q$ (D-III)। SR फ्लिप-फ्लॉप $S$ पर सेट, $R$ पर रीसेट होता है और अन्यथा अवस्था बनाए रखता है, नियम $SR = 0$ के साथ $Q^+ = S + \bar{R}Q$ (A-IV)। JK फ्लिप-फ्लॉप वह SR है जिसमें $J = K = 1$ को पलटना (toggle) माना गया है, $Q^+ = J\bar{Q} + \bar{K}Q$ (B-II)।`,
    ),
  ),
  paperTwo(
    'csa-pipeline-time-1',
    CSA,
    'A four-stage instruction pipeline has stage delays of 5 ns, 8 ns, 6 ns and 7 ns, and each pipeline register adds a delay of 1 ns. How long does it take to execute 20 instructions, assuming no stalls?',
    ['184 ns', '207 ns', '180 ns', '520 ns'],
    1,
    r`The clock period is set by the slowest stage plus the register delay: $8 + 1 = 9$ ns. The first instruction needs 4 cycles and each of the other 19 finishes one cycle after the one before, so the time is $(4 + 20 - 1) \times 9 = 23 \times 9 = 207$ ns. Leaving out the register delay gives 184 ns, ignoring the filling of the pipeline gives 180 ns, and 520 ns is the unpipelined time $20 \times 26$.`,
    h(
      'चार चरणों वाली एक निर्देश पाइपलाइन के चरणों में क्रमशः 5 ns, 8 ns, 6 ns और 7 ns का विलंब है, और प्रत्येक पाइपलाइन रजिस्टर 1 ns का विलंब जोड़ता है। यह मानते हुए कि कोई रुकावट (stall) नहीं है, 20 निर्देशों को निष्पादित करने में कितना समय लगेगा?',
      ['184 ns', '207 ns', '180 ns', '520 ns'],
      r`क्लॉक अवधि सबसे धीमे चरण और रजिस्टर विलंब से तय होती है: $8 + 1 = 9$ ns। पहले निर्देश को 4 चक्र लगते हैं और बाकी 19 में से हर एक अपने पिछले निर्देश से एक चक्र बाद पूरा होता है, इसलिए समय $(4 + 20 - 1) \times 9 = 23 \times 9 = 207$ ns है। रजिस्टर विलंब छोड़ देने पर 184 ns, पाइपलाइन के भरने को अनदेखा करने पर 180 ns आता है, और 520 ns बिना पाइपलाइन का समय $20 \times 26$ है।`,
    ),
  ),
  paperTwo(
    'csa-cache-fields-1',
    CSA,
    'A 4-way set-associative cache of 64 KB with 32-byte blocks serves a byte-addressable memory with 32-bit addresses. How many bits of an address form the tag, the set index and the block offset?',
    ['Tag 18, set 9, offset 5', 'Tag 16, set 11, offset 5', 'Tag 20, set 7, offset 5', 'Tag 18, set 11, offset 3'],
    0,
    r`A 32-byte block needs $\log_2 32 = 5$ offset bits. The cache holds $2^{16} / 2^5 = 2^{11}$ blocks, four to a set, so there are $2^9$ sets and 9 index bits. The tag is the rest: $32 - 9 - 5 = 18$ bits. Tag 16 with 11 index bits would be the split of a direct-mapped cache of the same size, where each block is a set of its own.`,
    h(
      'बाइट-संबोधनीय (byte-addressable) मेमोरी, जिसके पते 32-बिट के हैं, के लिए 64 KB का एक 4-way set-associative कैश है, जिसके ब्लॉक 32 बाइट के हैं। पते के कितने बिट टैग, सेट इंडेक्स और ब्लॉक ऑफ़सेट बनाते हैं?',
      ['टैग 18, सेट 9, ऑफ़सेट 5', 'टैग 16, सेट 11, ऑफ़सेट 5', 'टैग 20, सेट 7, ऑफ़सेट 5', 'टैग 18, सेट 11, ऑफ़सेट 3'],
      r`32 बाइट के ब्लॉक के लिए $\log_2 32 = 5$ ऑफ़सेट बिट चाहिए। कैश में $2^{16} / 2^5 = 2^{11}$ ब्लॉक हैं, जो चार-चार के सेटों में बँटे हैं, इसलिए $2^9$ सेट और 9 इंडेक्स बिट हैं। टैग बाकी बिट हैं: $32 - 9 - 5 = 18$। 11 इंडेक्स बिट के साथ टैग 16 उतने ही बड़े direct-mapped कैश का विभाजन होता, जहाँ हर ब्लॉक अपना अलग सेट है।`,
    ),
  ),
  paperTwo(
    'csa-addressing-modes-1',
    CSA,
    `Match List I (addressing mode) with List II (how the operand or its address is obtained).

| List I | List II |
| --- | --- |
| A. Immediate | I. Effective address = program counter + displacement in the instruction |
| B. Register indirect | II. The operand itself is a field of the instruction |
| C. Indexed | III. Effective address = contents of a register named in the instruction |
| D. PC-relative | IV. Effective address = address in the instruction + contents of an index register |

Choose the correct answer from the options given below:`,
    ['A-III, B-II, C-IV, D-I', 'A-II, B-III, C-I, D-IV', 'A-II, B-III, C-IV, D-I', 'A-II, B-IV, C-III, D-I'],
    2,
    'In **immediate** mode the operand travels inside the instruction, so fetching it needs no memory access of its own (A-II). **Register indirect** mode uses a register as a pointer (B-III). **Indexed** mode adds an index register to a base address in the instruction, which suits stepping through an array (C-IV). **PC-relative** mode adds a displacement to the program counter, as branches do, so the code can be placed anywhere in memory (D-I).',
    h(
      `सूची I (एड्रेसिंग मोड) का सूची II (संकार्य या उसका पता कैसे प्राप्त होता है) से मिलान कीजिए।

| सूची I | सूची II |
| --- | --- |
| A. इमीडिएट (immediate) | I. प्रभावी पता = प्रोग्राम काउंटर + निर्देश में दिया विस्थापन |
| B. रजिस्टर इनडायरेक्ट | II. संकार्य स्वयं निर्देश का एक क्षेत्र (field) है |
| C. इंडेक्स्ड | III. प्रभावी पता = निर्देश में बताए गए रजिस्टर की सामग्री |
| D. PC-सापेक्ष (PC-relative) | IV. प्रभावी पता = निर्देश में दिया पता + इंडेक्स रजिस्टर की सामग्री |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-III, B-II, C-IV, D-I', 'A-II, B-III, C-I, D-IV', 'A-II, B-III, C-IV, D-I', 'A-II, B-IV, C-III, D-I'],
      '**इमीडिएट** मोड में संकार्य निर्देश के भीतर ही रहता है, इसलिए उसे लाने के लिए अलग से मेमोरी तक नहीं जाना पड़ता (A-II)। **रजिस्टर इनडायरेक्ट** मोड एक रजिस्टर को पॉइंटर की तरह उपयोग करता है (B-III)। **इंडेक्स्ड** मोड निर्देश में दिए आधार पते में इंडेक्स रजिस्टर जोड़ता है, जो ऐरे पर क्रम से चलने के लिए उपयुक्त है (C-IV)। **PC-सापेक्ष** मोड प्रोग्राम काउंटर में विस्थापन जोड़ता है, जैसा ब्रांच निर्देश करते हैं, जिससे कोड को मेमोरी में कहीं भी रखा जा सकता है (D-I)।',
    ),
  ),
  paperTwo(
    'csa-dma-1',
    CSA,
    `Which of the following statements about direct memory access (DMA) are correct?

- I. The DMA controller moves a block between an I/O device and memory without the CPU executing an instruction for each word.
- II. In cycle-stealing mode the DMA controller takes the bus for one word at a time, between the CPU's memory cycles.
- III. In burst mode the CPU cannot use the system bus until the whole block has been transferred.
- IV. DMA is mainly worth using for slow, character-at-a-time devices such as a keyboard.`,
    ['I and II only', 'II, III and IV only', 'I, II, III and IV', 'I, II and III only'],
    3,
    'I, II and III describe DMA and its two usual modes: once given an address and a count, the controller moves the data itself, either stealing single bus cycles or holding the bus for a whole burst. IV is false: DMA pays off for fast block devices such as disks and network interfaces; for a keyboard, which produces a few characters a second, interrupt-driven I/O is enough.',
    h(
      `डायरेक्ट मेमोरी एक्सेस (DMA) के बारे में निम्नलिखित में से कौन-से कथन सही हैं?

- I. DMA नियंत्रक किसी I/O उपकरण और मेमोरी के बीच पूरे ब्लॉक का स्थानांतरण करता है, और CPU को हर शब्द (word) के लिए कोई निर्देश निष्पादित नहीं करना पड़ता।
- II. साइकिल-स्टीलिंग मोड में DMA नियंत्रक CPU के मेमोरी चक्रों के बीच एक बार में एक शब्द के लिए बस लेता है।
- III. बर्स्ट मोड में पूरा ब्लॉक स्थानांतरित होने तक CPU सिस्टम बस का उपयोग नहीं कर सकता।
- IV. DMA मुख्यतः कीबोर्ड जैसे धीमे, एक-एक वर्ण भेजने वाले उपकरणों के लिए उपयोगी है।`,
      ['केवल I और II', 'केवल II, III और IV', 'I, II, III और IV', 'केवल I, II और III'],
      'I, II और III DMA और उसके दो सामान्य मोडों का वर्णन करते हैं: पता और गिनती दिए जाने के बाद नियंत्रक स्वयं डेटा स्थानांतरित करता है, या तो एक-एक बस चक्र "चुराकर" या पूरे बर्स्ट के लिए बस अपने पास रखकर। IV गलत है: DMA डिस्क और नेटवर्क इंटरफ़ेस जैसे तेज़ ब्लॉक उपकरणों के लिए लाभदायक है; कीबोर्ड के लिए, जो प्रति सेकंड कुछ ही वर्ण देता है, इंटरप्ट-आधारित I/O पर्याप्त है।',
    ),
  ),
  paperTwo(
    'csa-two-level-cache-1',
    CSA,
    'A processor has an L1 cache with a hit time of 1 ns and a miss rate of 10%, and an L2 cache with a hit time of 10 ns and a local miss rate of 20% (the fraction of L1 misses that also miss in L2). Main memory takes 100 ns. What is the average memory access time?',
    ['4 ns', '2 ns', '12 ns', '22 ns'],
    0,
    r`Each level adds its time on a miss in the level above: $\text{AMAT} = 1 + 0.1 \times (10 + 0.2 \times 100) = 1 + 0.1 \times 30 = 4$ ns. Stopping at L2 gives $1 + 0.1 \times 10 = 2$ ns, sending every L1 miss to memory as well as to L2 gives $1 + 0.1 \times 110 = 12$ ns, and applying the 20% to all accesses instead of to the L1 misses gives 22 ns.`,
    h(
      'एक प्रोसेसर में L1 कैश का हिट समय 1 ns और मिस दर 10% है, तथा L2 कैश का हिट समय 10 ns और स्थानीय मिस दर 20% है (L1 के उन मिसों का अंश जो L2 में भी मिस होते हैं)। मुख्य मेमोरी में 100 ns लगते हैं। औसत मेमोरी एक्सेस समय क्या है?',
      ['4 ns', '2 ns', '12 ns', '22 ns'],
      r`ऊपर के स्तर में मिस होने पर हर स्तर अपना समय जोड़ता है: $\text{AMAT} = 1 + 0.1 \times (10 + 0.2 \times 100) = 1 + 0.1 \times 30 = 4$ ns। L2 पर ही रुक जाने से $1 + 0.1 \times 10 = 2$ ns आता है, हर L1 मिस को L2 के साथ मेमोरी तक भी भेजने से $1 + 0.1 \times 110 = 12$ ns, और 20% को L1 के मिसों के बजाय सभी एक्सेसों पर लगाने से 22 ns आता है।`,
    ),
  ),
  paperTwo(
    'csa-instruction-format-1',
    CSA,
    'A processor has 32-bit instructions and 64 general-purpose registers. One instruction format holds an opcode, two register fields and an immediate operand. If the instruction set has 100 opcodes, encoded in a fixed-width opcode field of the fewest bits possible, how many bits are left for the immediate operand?',
    ['12', '14', '13', '19'],
    2,
    r`100 opcodes need $\lceil \log_2 100 \rceil = 7$ bits, and each register field needs $\log_2 64 = 6$ bits, 12 for two. That leaves $32 - 7 - 12 = 13$ bits for the immediate. An 8-bit opcode would leave 12, a 6-bit one (which holds only 64 opcodes) 14, and one register field instead of two 19.`,
    h(
      'एक प्रोसेसर के निर्देश 32-बिट के हैं और उसमें 64 सामान्य-उद्देश्य रजिस्टर हैं। एक निर्देश प्रारूप में एक ऑपकोड, दो रजिस्टर क्षेत्र और एक इमीडिएट संकार्य है। यदि निर्देश समुच्चय में 100 ऑपकोड हैं, जिन्हें न्यूनतम संभव बिटों के एक निश्चित-चौड़ाई वाले ऑपकोड क्षेत्र में कूटबद्ध किया जाता है, तो इमीडिएट संकार्य के लिए कितने बिट बचते हैं?',
      ['12', '14', '13', '19'],
      r`100 ऑपकोड के लिए $\lceil \log_2 100 \rceil = 7$ बिट चाहिए, और हर रजिस्टर क्षेत्र के लिए $\log_2 64 = 6$ बिट, दोनों के लिए 12। इमीडिएट के लिए $32 - 7 - 12 = 13$ बिट बचते हैं। 8-बिट ऑपकोड से 12 बचते, 6-बिट ऑपकोड से (जिसमें केवल 64 ऑपकोड आते हैं) 14, और दो के बजाय एक रजिस्टर क्षेत्र होने पर 19।`,
    ),
  ),
  paperTwo(
    'csa-amdahl-1',
    CSA,
    "80% of a program's running time is spent in code that can be spread perfectly over any number of processors; the rest must run on one processor. By Amdahl's law, what speed-up does the program get on 4 processors?",
    ['2', '2.5', '3.2', '4'],
    1,
    r`Amdahl's law gives $S = \dfrac{1}{(1 - f) + f/p} = \dfrac{1}{0.2 + 0.8/4} = \dfrac{1}{0.4} = 2.5$. The serial 20% caps the speed-up at $1/0.2 = 5$ however many processors are added. The answer 4 assumes the whole program is parallel, and 3.2 multiplies the parallel fraction by the number of processors, which the law does not do.`,
    h(
      'किसी प्रोग्राम के चलने के समय का 80% ऐसे कोड में लगता है जिसे कितने भी प्रोसेसरों पर पूरी तरह बाँटा जा सकता है; बाकी को एक ही प्रोसेसर पर चलना होता है। एम्डाल (Amdahl) के नियम के अनुसार 4 प्रोसेसरों पर प्रोग्राम को कितनी गति-वृद्धि (speed-up) मिलेगी?',
      ['2', '2.5', '3.2', '4'],
      r`एम्डाल का नियम देता है $S = \dfrac{1}{(1 - f) + f/p} = \dfrac{1}{0.2 + 0.8/4} = \dfrac{1}{0.4} = 2.5$। क्रमिक 20% भाग गति-वृद्धि को अधिकतम $1/0.2 = 5$ तक सीमित कर देता है, चाहे कितने भी प्रोसेसर जोड़े जाएँ। उत्तर 4 मानता है कि पूरा प्रोग्राम समानांतर है, और 3.2 समानांतर अंश को प्रोसेसरों की संख्या से गुणा करता है, जो यह नियम नहीं करता।`,
    ),
  ),
];

// ---------------------------------------------------------------------------
// Unit 3: Programming Languages and Computer Graphics
// ---------------------------------------------------------------------------

const PLG = 'Programming Languages and Computer Graphics';

const POINTER_PROGRAM = r`${F}c
#include <stdio.h>

int main(void) {
    int a[] = {10, 20, 30, 40};
    int *p = a;
    int x = *p++;
    int y = *++p;
    int z = ++*p;
    printf("%d %d %d\n", x, y, z);
    return 0;
}
${F}`;

const SCOPE_PROGRAM = `${F}
int x = 1;

void show()   { print(x); }
void change() { int x = 2; show(); }

main()        { change(); show(); }
${F}`;

const PARAMETER_PROGRAM = `${F}
procedure f(x, y) {
    x = x + 1;
    y = y * 2;
}

a = 3;
f(a, a);
print(a);
${F}`;

const languages: DemoQuestion[] = [
  paperTwo(
    'plg-c-pointer-output-1',
    PLG,
    `What does the following C program print?

${POINTER_PROGRAM}`,
    ['10 20 21', '20 30 31', '10 30 30', '10 30 31'],
    3,
    'In `x = *p++` the postfix `++` applies to `p`: the read gives `a[0]`, 10, and then `p` moves to `a[1]`. In `*++p` the pointer moves first, to `a[2]`, so `y` is 30. In `++*p` the increment applies to the element `p` points at, so `a[2]` becomes 31 and `z` is 31. Reading `++*p` as "read now, increment later" gives the tempting 10 30 30.',
    h(
      `निम्नलिखित C प्रोग्राम क्या प्रिंट करता है?

${POINTER_PROGRAM}`,
      ['10 20 21', '20 30 31', '10 30 30', '10 30 31'],
      '`x = *p++` में पोस्टफ़िक्स `++` पॉइंटर `p` पर लागू होता है: पढ़ा गया मान `a[0]` यानी 10 है, और उसके बाद `p` आगे बढ़कर `a[1]` पर आ जाता है। `*++p` में पॉइंटर पहले `a[2]` पर जाता है, इसलिए `y` का मान 30 है। `++*p` में वृद्धि उस अवयव पर होती है जिस पर `p` इंगित करता है, इसलिए `a[2]` 31 हो जाता है और `z` का मान 31 है। `++*p` को "अभी पढ़ो, बाद में बढ़ाओ" समझने पर लुभाने वाला उत्तर 10 30 30 आता है।',
    ),
  ),
  paperTwo(
    'plg-static-dynamic-scope-1',
    PLG,
    `Consider the following program in a C-like pseudo-language.

${SCOPE_PROGRAM}

What does it print under static (lexical) scoping and under dynamic scoping?`,
    ['Static: 1 1; dynamic: 2 1', 'Static: 2 1; dynamic: 1 1', 'Static: 1 1; dynamic: 2 2', 'Static: 2 2; dynamic: 2 1'],
    0,
    'Under **static** scoping the free `x` in `show` is resolved where `show` is written, in the global scope, so both calls print 1. Under **dynamic** scoping it is resolved through the chain of active calls: called from `change`, `show` finds the local `x = 2`; called from `main`, it finds the global `x = 1`. So static scoping prints 1 1 and dynamic scoping 2 1.',
    h(
      `C जैसी एक छद्म-भाषा (pseudo-language) में लिखे निम्नलिखित प्रोग्राम पर विचार कीजिए।

${SCOPE_PROGRAM}

स्थैतिक (lexical) स्कोपिंग और गतिक (dynamic) स्कोपिंग में यह क्या प्रिंट करता है?`,
      ['स्थैतिक: 1 1; गतिक: 2 1', 'स्थैतिक: 2 1; गतिक: 1 1', 'स्थैतिक: 1 1; गतिक: 2 2', 'स्थैतिक: 2 2; गतिक: 2 1'],
      '**स्थैतिक** स्कोपिंग में `show` के भीतर मुक्त चर `x` का अर्थ वहाँ से तय होता है जहाँ `show` लिखा गया है, यानी वैश्विक स्कोप से, इसलिए दोनों कॉल 1 प्रिंट करती हैं। **गतिक** स्कोपिंग में उसका अर्थ सक्रिय कॉलों की शृंखला से तय होता है: `change` से बुलाए जाने पर `show` को स्थानीय `x = 2` मिलता है; `main` से बुलाए जाने पर वैश्विक `x = 1`। अतः स्थैतिक स्कोपिंग में 1 1 और गतिक में 2 1 प्रिंट होता है।',
    ),
  ),
  paperTwo(
    'plg-parameter-passing-1',
    PLG,
    `Consider the procedure below, called with the same variable for both parameters.

${PARAMETER_PROGRAM}

What is printed if the parameters are passed by value, by reference and by value-result (copied back from left to right), respectively?`,
    ['3, 6, 8', '4, 8, 6', '3, 8, 6', '3, 8, 4'],
    2,
    'By **value** the procedure works on copies and `a` stays 3. By **reference** `x` and `y` are both names for `a`, which becomes 4 and then 8. By **value-result** `x` and `y` start as separate copies of 3 and end as 4 and 6; copying back `x` and then `y` leaves `a` at 6 (copying back in the other order would leave 4, which is why the order has to be stated).',
    h(
      `नीचे दी गई प्रक्रिया (procedure) पर विचार कीजिए, जिसे दोनों प्राचलों (parameters) के लिए एक ही चर के साथ बुलाया गया है।

${PARAMETER_PROGRAM}

यदि प्राचल क्रमशः मान द्वारा (by value), संदर्भ द्वारा (by reference) और मान-परिणाम द्वारा (by value-result, बाएँ से दाएँ वापस प्रतिलिपि) भेजे जाएँ, तो क्या प्रिंट होगा?`,
      ['3, 6, 8', '4, 8, 6', '3, 8, 6', '3, 8, 4'],
      '**मान द्वारा** भेजने पर प्रक्रिया प्रतियों पर काम करती है और `a` का मान 3 ही रहता है। **संदर्भ द्वारा** भेजने पर `x` और `y` दोनों `a` के ही नाम हैं, जो पहले 4 और फिर 8 हो जाता है। **मान-परिणाम द्वारा** भेजने पर `x` और `y` 3 की अलग-अलग प्रतियों से शुरू होकर 4 और 6 पर समाप्त होते हैं; पहले `x` और फिर `y` की वापस प्रतिलिपि करने पर `a` का मान 6 रहता है (उलटे क्रम में 4 रहता, इसीलिए क्रम बताना आवश्यक है)।',
    ),
  ),
  paperTwo(
    'plg-cpp-features-1',
    PLG,
    `Match List I (C++ feature) with List II (description).

| List I | List II |
| --- | --- |
| A. Constructor | I. A non-member function that may access the private members of the class that declares it |
| B. Virtual function | II. Runs automatically when an object of the class is created |
| C. Friend function | III. A class with at least one pure virtual function, which cannot be instantiated |
| D. Abstract class | IV. A member function whose call is bound at run time by the dynamic type of the object |

Choose the correct answer from the options given below:`,
    ['A-II, B-I, C-IV, D-III', 'A-II, B-IV, C-I, D-III', 'A-III, B-IV, C-I, D-II', 'A-II, B-IV, C-III, D-I'],
    1,
    "A constructor initialises each new object (A-II). A virtual function is dispatched on the object's actual class, even through a base-class pointer or reference, which is run-time polymorphism (B-IV). A friend function is not a member but is granted access to the private members (C-I). A class that declares a pure virtual function, `= 0`, is abstract and can only serve as a base (D-III).",
    h(
      `सूची I (C++ की विशेषता) का सूची II (विवरण) से मिलान कीजिए।

| सूची I | सूची II |
| --- | --- |
| A. कंस्ट्रक्टर | I. एक गैर-सदस्य फलन जो उसे घोषित करने वाले क्लास के निजी (private) सदस्यों तक पहुँच सकता है |
| B. वर्चुअल फ़ंक्शन | II. क्लास का कोई ऑब्जेक्ट बनते ही अपने आप चलता है |
| C. फ्रेंड फ़ंक्शन | III. कम से कम एक प्योर वर्चुअल फ़ंक्शन वाला क्लास, जिसका ऑब्जेक्ट नहीं बनाया जा सकता |
| D. एब्स्ट्रैक्ट क्लास | IV. ऐसा सदस्य फलन जिसकी कॉल रन टाइम पर ऑब्जेक्ट के वास्तविक (dynamic) प्रकार के अनुसार बाँधी जाती है |

नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ['A-II, B-I, C-IV, D-III', 'A-II, B-IV, C-I, D-III', 'A-III, B-IV, C-I, D-II', 'A-II, B-IV, C-III, D-I'],
      'कंस्ट्रक्टर हर नए ऑब्जेक्ट को प्रारंभिक मान देता है (A-II)। वर्चुअल फ़ंक्शन की कॉल ऑब्जेक्ट के वास्तविक क्लास के अनुसार तय होती है, बेस क्लास के पॉइंटर या रेफ़रेंस से बुलाने पर भी; यही रन-टाइम बहुरूपता (polymorphism) है (B-IV)। फ्रेंड फ़ंक्शन सदस्य नहीं होता, पर उसे निजी सदस्यों तक पहुँच दी जाती है (C-I)। जो क्लास कोई प्योर वर्चुअल फ़ंक्शन (`= 0`) घोषित करता है वह एब्स्ट्रैक्ट है और केवल बेस क्लास के रूप में काम आ सकता है (D-III)।',
    ),
  ),
  paperTwo(
    'plg-java-facts-1',
    PLG,
    `Which of the following statements about Java are correct?

- I. A class can extend only one class, but it can implement several interfaces.
- II. A method declared \`final\` can be overridden in a subclass.
- III. Objects of the class \`String\` are immutable.
- IV. An abstract class can have constructors.`,
    ['I, III and IV only', 'I and III only', 'II, III and IV only', 'I, II and IV only'],
    0,
    'Java has single inheritance of classes and multiple inheritance of interfaces (I). `String` methods such as `concat` or `toUpperCase` return new objects and never change the original (III). An abstract class cannot be instantiated, but its constructors run, through `super(...)`, whenever an object of a subclass is built (IV). II is false: `final` on a method forbids overriding it.',
    h(
      `Java के बारे में निम्नलिखित में से कौन-से कथन सही हैं?

- I. एक क्लास केवल एक क्लास को extend कर सकता है, परंतु कई इंटरफ़ेस implement कर सकता है।
- II. \`final\` घोषित की गई मेथड को सबक्लास में ओवरराइड किया जा सकता है।
- III. \`String\` क्लास के ऑब्जेक्ट अपरिवर्तनीय (immutable) होते हैं।
- IV. एक एब्स्ट्रैक्ट क्लास में कंस्ट्रक्टर हो सकते हैं।`,
      ['केवल I, III और IV', 'केवल I और III', 'केवल II, III और IV', 'केवल I, II और IV'],
      'Java में क्लासों की एकल वंशागति (inheritance) और इंटरफ़ेसों की बहु वंशागति होती है (I)। `concat` या `toUpperCase` जैसी `String` मेथड नए ऑब्जेक्ट लौटाती हैं और मूल को कभी नहीं बदलतीं (III)। एब्स्ट्रैक्ट क्लास का ऑब्जेक्ट नहीं बन सकता, पर जब भी किसी सबक्लास का ऑब्जेक्ट बनता है, `super(...)` के माध्यम से उसके कंस्ट्रक्टर चलते हैं (IV)। II गलत है: मेथड पर `final` उसे ओवरराइड करने से रोकता है।',
    ),
  ),
  paperTwo(
    'plg-xml-valid-1',
    PLG,
    `Given below are two statements: one is labelled Assertion (A) and the other Reason (R).

**Assertion (A):** Every valid XML document is also well-formed.

**Reason (R):** Every well-formed XML document must have a DTD that declares its elements.

In the light of the above statements, choose the correct answer from the options given below:`,
    ASSERTION_REASON,
    2,
    'A is true: a document is *valid* when it is well-formed **and** conforms to a DTD or schema, so validity presupposes well-formedness. R is false: well-formedness needs only correct syntax (a single root element, properly nested and closed tags, quoted attribute values), and a well-formed document may have no DTD or schema at all.',
    h(
      `नीचे दो कथन दिए गए हैं: एक अभिकथन (A) के रूप में और दूसरा कारण (R) के रूप में।

**अभिकथन (A):** प्रत्येक वैध (valid) XML दस्तावेज़ सुगठित (well-formed) भी होता है।

**कारण (R):** प्रत्येक सुगठित XML दस्तावेज़ में एक DTD होना आवश्यक है जो उसके अवयवों (elements) को घोषित करे।

उपर्युक्त कथनों के आलोक में, नीचे दिए गए विकल्पों में से सही उत्तर चुनिए:`,
      ASSERTION_REASON_HINDI,
      'A सही है: कोई दस्तावेज़ तब *वैध* होता है जब वह सुगठित हो **और** किसी DTD या स्कीमा के अनुरूप हो, इसलिए वैधता सुगठन को पहले से मानकर चलती है। R गलत है: सुगठन के लिए केवल सही वाक्य-रचना चाहिए (एक ही मूल अवयव, ठीक से नेस्टेड और बंद टैग, उद्धरण चिह्नों में गुण-मान), और सुगठित दस्तावेज़ में कोई DTD या स्कीमा न होना भी संभव है।',
    ),
  ),
  paperTwo(
    'plg-bresenham-1',
    PLG,
    r`Bresenham's line algorithm draws the line from $(2, 3)$ to $(10, 8)$, stepping in $x$. What are the initial decision parameter $p_0$ and the second pixel plotted?`,
    ['2 and (3, 3)', '−2 and (3, 4)', '10 and (3, 4)', '2 and (3, 4)'],
    3,
    r`Here $\Delta x = 8$ and $\Delta y = 5$, so the slope is below 1 and $p_0 = 2\Delta y - \Delta x = 10 - 8 = 2$. Since $p_0 \ge 0$, the next pixel moves up as well as right, to $(3, 4)$, and the parameter becomes $p_1 = p_0 + 2\Delta y - 2\Delta x = -4$. A negative $p_0$ would have kept $y = 3$; the 10 is $2\Delta y$ alone.`,
    h(
      r`ब्रेज़नहैम (Bresenham) की रेखा एल्गोरिद्म $x$ में एक-एक कदम बढ़ते हुए $(2, 3)$ से $(10, 8)$ तक रेखा खींचती है। प्रारंभिक निर्णय प्राचल (decision parameter) $p_0$ और प्लॉट किया गया दूसरा पिक्सेल क्या हैं?`,
      ['2 और (3, 3)', '−2 और (3, 4)', '10 और (3, 4)', '2 और (3, 4)'],
      r`यहाँ $\Delta x = 8$ और $\Delta y = 5$ है, इसलिए ढलान 1 से कम है और $p_0 = 2\Delta y - \Delta x = 10 - 8 = 2$। चूँकि $p_0 \ge 0$ है, अगला पिक्सेल दाएँ के साथ ऊपर भी जाता है, यानी $(3, 4)$ पर, और प्राचल $p_1 = p_0 + 2\Delta y - 2\Delta x = -4$ हो जाता है। ऋणात्मक $p_0$ होने पर $y = 3$ ही रहता; 10 तो केवल $2\Delta y$ है।`,
    ),
  ),
  paperTwo(
    'plg-pivot-rotation-1',
    PLG,
    r`The point $(5, 3)$ is rotated by $90^\circ$ anticlockwise about the pivot $(2, 1)$. Where does it end up?`,
    ['(4, −2)', '(0, 4)', '(−3, 5)', '(−2, 3)'],
    1,
    r`Translate the pivot to the origin, rotate, and translate back. $(5, 3) - (2, 1) = (3, 2)$; an anticlockwise quarter turn maps $(x, y)$ to $(-y, x)$, giving $(-2, 3)$; adding the pivot back gives $(0, 4)$. The option $(-2, 3)$ forgets the last translation, $(-3, 5)$ rotates about the origin, and $(4, -2)$ turns clockwise.`,
    h(
      r`बिंदु $(5, 3)$ को धुरी-बिंदु (pivot) $(2, 1)$ के परितः $90^\circ$ वामावर्त (anticlockwise) घुमाया जाता है। वह कहाँ पहुँचता है?`,
      ['(4, −2)', '(0, 4)', '(−3, 5)', '(−2, 3)'],
      r`धुरी-बिंदु को मूलबिंदु पर स्थानांतरित कीजिए, घुमाइए, और वापस स्थानांतरित कीजिए। $(5, 3) - (2, 1) = (3, 2)$; वामावर्त चौथाई घुमाव $(x, y)$ को $(-y, x)$ पर ले जाता है, जिससे $(-2, 3)$ मिलता है; धुरी-बिंदु वापस जोड़ने पर $(0, 4)$ आता है। विकल्प $(-2, 3)$ अंतिम स्थानांतरण भूल जाता है, $(-3, 5)$ मूलबिंदु के परितः घुमाव है, और $(4, -2)$ दक्षिणावर्त घुमाव है।`,
    ),
  ),
  paperTwo(
    'plg-cohen-sutherland-1',
    PLG,
    r`In the Cohen–Sutherland line-clipping algorithm the window is $0 \le x \le 10$, $0 \le y \le 8$, and a region code has its bits in the order top, bottom, right, left. For the segment from $P(12, -3)$ to $Q(-2, 5)$, what are the region codes of $P$ and $Q$, and what does the first test of the algorithm conclude?`,
    [
      '0110 and 0001; neither trivially accepted nor trivially rejected, so the segment must be clipped',
      '0110 and 0001; trivially rejected',
      '1010 and 0001; trivially rejected',
      '0101 and 0010; trivially accepted',
    ],
    0,
    r`$P$ lies below the window ($y < 0$) and to its right ($x > 10$), so its code is 0110; $Q$ lies only to the left ($x < 0$), so its code is 0001. The codes are not both 0000, so the segment is not trivially accepted, and their bitwise AND is 0000, so it is not trivially rejected either: the algorithm must clip it. (It does cross the window, entering at $(6.75, 0)$ and leaving at about $(0, 3.86)$.)`,
    h(
      r`कोहेन–सदरलैंड (Cohen–Sutherland) रेखा-क्लिपिंग एल्गोरिद्म में विंडो $0 \le x \le 10$, $0 \le y \le 8$ है, और क्षेत्र कोड (region code) के बिट ऊपर (top), नीचे (bottom), दाएँ (right), बाएँ (left) के क्रम में हैं। $P(12, -3)$ से $Q(-2, 5)$ तक के रेखाखंड के लिए $P$ और $Q$ के क्षेत्र कोड क्या हैं, और एल्गोरिद्म की पहली जाँच क्या निष्कर्ष देती है?`,
      [
        '0110 और 0001; न तुच्छ रूप से स्वीकृत, न तुच्छ रूप से अस्वीकृत, इसलिए रेखाखंड को क्लिप करना होगा',
        '0110 और 0001; तुच्छ रूप से अस्वीकृत',
        '1010 और 0001; तुच्छ रूप से अस्वीकृत',
        '0101 और 0010; तुच्छ रूप से स्वीकृत',
      ],
      r`$P$ विंडो के नीचे ($y < 0$) और दाईं ओर ($x > 10$) है, इसलिए उसका कोड 0110 है; $Q$ केवल बाईं ओर ($x < 0$) है, इसलिए उसका कोड 0001 है। दोनों कोड 0000 नहीं हैं, इसलिए रेखाखंड तुच्छ रूप से स्वीकृत नहीं होता, और उनका बिटवार AND 0000 है, इसलिए तुच्छ रूप से अस्वीकृत भी नहीं होता: एल्गोरिद्म को उसे क्लिप करना होगा। (रेखाखंड वास्तव में विंडो को काटता है: वह $(6.75, 0)$ पर प्रवेश करता है और लगभग $(0, 3.86)$ पर निकलता है।)`,
    ),
  ),
  paperTwo(
    'plg-hidden-surface-1',
    PLG,
    `Which of the following statements about visible-surface detection are correct?

- I. The z-buffer (depth-buffer) method does not need the polygons to be sorted by depth.
- II. The painter's algorithm draws the polygons from the nearest to the farthest.
- III. For a single closed convex polyhedron, removing the back faces removes every hidden surface.
- IV. The z-buffer method is an image-space method.`,
    ['I and IV only', 'II and III only', 'I, II, III and IV', 'I, III and IV only'],
    3,
    "The z-buffer keeps the nearest depth seen so far at each pixel, so the polygons can arrive in any order (I), and it works pixel by pixel in image space (IV). On one closed convex solid each face either faces the viewer or faces away, and no front face hides another, so back-face culling alone is enough (III). II is reversed: the painter's algorithm paints from the farthest polygon to the nearest, so that nearer ones cover farther ones.",
    h(
      `दृश्य-सतह निर्धारण (visible-surface detection) के बारे में निम्नलिखित में से कौन-से कथन सही हैं?

- I. z-buffer (depth-buffer) विधि में बहुभुजों (polygons) को गहराई के अनुसार क्रमबद्ध करने की आवश्यकता नहीं होती।
- II. पेंटर एल्गोरिद्म बहुभुजों को निकटतम से सबसे दूर के क्रम में बनाता है।
- III. किसी एक बंद उत्तल (convex) बहुफलक के लिए पीछे के फलकों (back faces) को हटाने से सभी छिपी सतहें हट जाती हैं।
- IV. z-buffer विधि एक इमेज-स्पेस (image-space) विधि है।`,
      ['केवल I और IV', 'केवल II और III', 'I, II, III और IV', 'केवल I, III और IV'],
      'z-buffer हर पिक्सेल पर अब तक देखी गई निकटतम गहराई रखता है, इसलिए बहुभुज किसी भी क्रम में आ सकते हैं (I), और यह इमेज-स्पेस में पिक्सेल-दर-पिक्सेल काम करता है (IV)। एक बंद उत्तल ठोस पर हर फलक या तो दर्शक की ओर होता है या उससे दूर की ओर, और कोई सामने का फलक दूसरे को नहीं ढकता, इसलिए अकेला back-face culling पर्याप्त है (III)। II उलटा है: पेंटर एल्गोरिद्म सबसे दूर के बहुभुज से निकटतम की ओर रंगता है, ताकि निकट वाले बहुभुज दूर वालों को ढक लें।',
    ),
  ),
];

/** Units 1 to 5 of the Paper 2 mock, ten questions each, in the order of the syllabus. */
export const ugcNetPaperTwoUnitsOneToFive: DemoQuestion[] = [...discrete, ...architecture, ...languages, ...paperTwoDatabases, ...paperTwoSystems];
