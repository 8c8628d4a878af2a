-- trigram similarity for the bank's duplicates check (trusted since PostgreSQL 13; PGlite loads it in db/client.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bank_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_by" uuid,
	"input" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"output" text,
	"output_name" text,
	"output_type" text,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bank_jobs_kind_check" CHECK ("bank_jobs"."kind" in ('import', 'export')),
	CONSTRAINT "bank_jobs_status_check" CHECK ("bank_jobs"."status" in ('queued', 'running', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "paper_question_stats" (
	"paper_kind" text NOT NULL,
	"paper_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"attempts" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"facility" double precision,
	"discrimination" double precision,
	"option_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_seconds" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_question_stats_paper_kind_paper_id_question_id_pk" PRIMARY KEY("paper_kind","paper_id","question_id"),
	CONSTRAINT "paper_question_stats_kind_check" CHECK ("paper_question_stats"."paper_kind" in ('test', 'quiz'))
);
--> statement-breakpoint
CREATE TABLE "question_stats" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"facility" double precision,
	"discrimination" double precision,
	"option_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_seconds" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_tags" (
	"question_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_tags_question_id_tag_pk" PRIMARY KEY("question_id","tag"),
	CONSTRAINT "question_tags_tag_check" CHECK (length(btrim("question_tags"."tag")) between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_papers" (
	"paper_kind" text NOT NULL,
	"paper_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_dirty_papers_paper_kind_paper_id_pk" PRIMARY KEY("paper_kind","paper_id")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"exam" text NOT NULL,
	"name" text NOT NULL,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_depth_check" CHECK ("topics"."depth" between 0 and 2),
	CONSTRAINT "topics_name_check" CHECK (length(btrim("topics"."name")) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "topic_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "normalised_text" text GENERATED ALWAYS AS (btrim(regexp_replace(lower("text" || ' ' || coalesce(jsonb_path_query_array("options", '$[*].text')::text, '')), '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "bank_jobs" ADD CONSTRAINT "bank_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_question_stats" ADD CONSTRAINT "paper_question_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_stats" ADD CONSTRAINT "question_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_parent_id_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_jobs_claim_idx" ON "bank_jobs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "bank_jobs_created_idx" ON "bank_jobs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "paper_question_stats_question_idx" ON "paper_question_stats" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_stats_facility_idx" ON "question_stats" USING btree ("facility");--> statement-breakpoint
CREATE INDEX "question_stats_discrimination_idx" ON "question_stats" USING btree ("discrimination");--> statement-breakpoint
CREATE INDEX "question_tags_tag_idx" ON "question_tags" USING btree ("tag");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_sibling_name_idx" ON "topics" USING btree ("exam",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "topics_parent_idx" ON "topics" USING btree ("parent_id","position");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "questions_normalised_trgm_idx" ON "questions" USING gin ("normalised_text" gin_trgm_ops);--> statement-breakpoint
-- the statistics job reads a test's submitted attempts (a quiz's are served by attempts_quiz_score_idx)
CREATE INDEX "attempts_test_score_idx" ON "attempts" USING btree ("test_id","score") WHERE "attempts"."test_id" is not null;--> statement-breakpoint
-- papers already taken before item statistics existed: the job counts them at its first run
INSERT INTO "stats_dirty_papers" ("paper_kind", "paper_id")
SELECT DISTINCT 'test', "test_id" FROM "attempts" WHERE "test_id" IS NOT NULL AND "submitted_at" IS NOT NULL AND "score" IS NOT NULL
UNION
SELECT DISTINCT 'quiz', "quiz_id" FROM "attempts" WHERE "quiz_id" IS NOT NULL AND "submitted_at" IS NOT NULL AND "score" IS NOT NULL;
--> statement-breakpoint
-- the bank's search (text ilike '%…%') on 50,000 questions: trigrams find the rows instead of reading every text
CREATE INDEX "questions_text_trgm_idx" ON "questions" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
-- The default syllabus tree (issue 27): GATE (General Aptitude's four areas, Engineering Mathematics and
-- the CS subjects) and UGC NET (Paper 1's ten units, Paper 2's ten Computer Science units). A node is a
-- name, or [name, [children]]. Names follow the bank's topics where natural ('Operating Systems',
-- 'Numerical Ability'), so the questions already written find their place.
DO $$
DECLARE
  tree jsonb;
  subject jsonb;
  topic jsonb;
  subtopic jsonb;
  subject_id uuid;
  topic_node uuid;
  s int;
  t int;
  u int;
BEGIN
  FOR tree IN SELECT jsonb_array_elements($json$[
  ["GATE", [
    ["Verbal Ability", ["English Grammar", "Sentence Completion", "Verbal Analogies", "Word Groups", "Instructions", "Critical Reasoning and Verbal Deduction", "Reading Comprehension"]],
    ["Numerical Ability", [
      ["Data Interpretation", ["Data Graphs", "Tables", "2D and 3D Plots", "Maps"]],
      ["Numerical Computation and Estimation", ["Ratios", "Percentages", "Powers, Exponents and Logarithms", "Permutations and Combinations", "Series"]],
      "Mensuration and Geometry",
      "Elementary Statistics and Probability"]],
    ["Logical Reasoning", ["Deduction and Induction", "Analogy", "Numerical Relations and Reasoning", "Syllogisms", "Coding and Decoding", "Blood Relations", "Seating Arrangements"]],
    ["Spatial Aptitude", [
      ["Transformation of Shapes", ["Translation", "Rotation", "Scaling", "Mirroring"]],
      "Assembling and Grouping",
      "Paper Folding, Cutting and Patterns"]],
    ["Engineering Mathematics", [
      ["Discrete Mathematics", ["Propositional and First Order Logic", "Sets, Relations and Functions", "Partial Orders and Lattices", "Monoids and Groups", "Graph Theory", "Combinatorics", "Recurrence Relations"]],
      ["Linear Algebra", ["Matrices and Determinants", "Systems of Linear Equations", "Eigenvalues and Eigenvectors", "LU Decomposition"]],
      ["Calculus", ["Limits, Continuity and Differentiability", "Maxima and Minima", "Mean Value Theorem", "Integration"]],
      ["Probability", ["Random Variables", "Distributions", "Mean, Median, Mode and Standard Deviation", "Conditional Probability and Bayes' Theorem"]]]],
    ["Digital Logic", ["Boolean Algebra", "Combinational Circuits", "Sequential Circuits", "Minimization",
      ["Number Representations and Computer Arithmetic", ["Fixed Point", "Floating Point"]]]],
    ["Computer Organization & Architecture", ["Machine Instructions and Addressing Modes", "ALU, Data-path and Control Unit", "Instruction Pipelining and Pipeline Hazards",
      ["Memory Hierarchy", ["Cache", "Main Memory", "Secondary Storage"]],
      ["I/O Interface", ["Interrupt Mode", "DMA Mode"]]]],
    ["Programming and Data Structures", [
      ["Programming in C", ["Recursion", "Pointers and Arrays", "Parameter Passing and Scope"]],
      ["Data Structures", ["Arrays", "Stacks", "Queues", "Linked Lists", "Trees", "Binary Search Trees", "Binary Heaps", "Graphs"]]]],
    ["Algorithms", ["Searching", "Sorting", "Hashing", "Asymptotic Complexity",
      ["Algorithm Design Techniques", ["Greedy", "Dynamic Programming", "Divide and Conquer"]],
      ["Graph Algorithms", ["Graph Traversals", "Minimum Spanning Trees", "Shortest Paths"]]]],
    ["Theory of Computation", ["Regular Expressions and Finite Automata", "Context-Free Grammars and Push-Down Automata", "Regular and Context-Free Languages", "Pumping Lemma", "Turing Machines and Undecidability"]],
    ["Compiler Design", ["Lexical Analysis", "Parsing", "Syntax-Directed Translation", "Runtime Environments", "Intermediate Code Generation", "Local Optimisation",
      ["Data Flow Analyses", ["Constant Propagation", "Liveness Analysis", "Common Subexpression Elimination"]]]],
    ["Operating Systems", ["System Calls", "Processes", "Threads", "Inter-Process Communication", "Concurrency and Synchronization", "Deadlock", "CPU and I/O Scheduling",
      ["Memory Management and Virtual Memory", ["Paging", "Page Replacement", "Segmentation"]],
      "File Systems"]],
    ["Databases", ["ER Model",
      ["Relational Model", ["Relational Algebra", "Tuple Calculus", "SQL"]],
      "Integrity Constraints and Normal Forms",
      ["File Organization and Indexing", ["B and B+ Trees"]],
      "Transactions and Concurrency Control"]],
    ["Computer Networks", ["Layering (OSI and TCP/IP)", "Packet, Circuit and Virtual Circuit Switching",
      ["Data Link Layer", ["Framing", "Error Detection", "Medium Access Control", "Ethernet Bridging"]],
      ["Routing Protocols", ["Shortest Path", "Flooding", "Distance Vector", "Link State"]],
      ["Network Layer (IP)", ["Fragmentation", "IPv4 Addressing", "CIDR Notation", "ARP, DHCP, ICMP and NAT"]],
      ["Transport Layer", ["Flow Control", "Congestion Control", "UDP", "TCP", "Sockets"]],
      ["Application Layer Protocols", ["DNS", "SMTP", "HTTP", "FTP", "Email"]]]]
  ]],
  ["UGC NET", [
    ["Teaching Aptitude", ["Concept, Objectives and Levels of Teaching", "Learner's Characteristics", "Factors Affecting Teaching", "Methods of Teaching", "Teaching Support System", "Evaluation Systems"]],
    ["Research Aptitude", ["Meaning, Types and Characteristics of Research", "Methods of Research", "Steps of Research", "Thesis and Article Writing", "ICT in Research", "Research Ethics"]],
    ["Comprehension", ["Reading Passages"]],
    ["Communication", ["Meaning, Types and Characteristics of Communication", "Effective Communication", "Barriers to Effective Communication", "Mass Media and Society"]],
    ["Mathematical Reasoning and Aptitude", ["Types of Reasoning", "Number Series", "Letter Series", "Codes and Relationships", "Mathematical Aptitude"]],
    ["Logical Reasoning", ["Structure of Arguments", "Deductive and Inductive Reasoning", "Analogies", "Venn Diagrams", "Indian Logic"]],
    ["Data Interpretation", ["Sources and Acquisition of Data", "Quantitative and Qualitative Data", "Graphical Representation and Mapping of Data", "Data and Governance"]],
    ["Information and Communication Technology", ["ICT Terminology", "Basics of Internet, Intranet, E-mail and Video Conferencing", "Digital Initiatives in Higher Education", "ICT and Governance"]],
    ["People, Development and Environment", ["Development and Environment", "Human and Environment Interaction", "Environmental Issues", "Pollutants and Health", "Natural and Energy Resources", "Natural Hazards and Disasters", "Environmental Protection Laws and Agreements"]],
    ["Higher Education System", ["Higher Learning in Ancient India", "Higher Learning in Post-Independence India", "Oriental, Conventional and Non-Conventional Learning", "Professional, Technical and Skill Based Education", "Value and Environmental Education", "Policies, Governance and Administration"]],
    ["Discrete Structures and Optimization", ["Mathematical Logic", "Sets and Relations", "Counting, Induction and Discrete Probability", "Group Theory", "Graph Theory", "Boolean Algebra",
      ["Optimization", ["Linear Programming", "Transportation and Assignment Problems"]]]],
    ["Computer System Architecture", ["Digital Logic Circuits and Components", "Data Representation", "Register Transfer and Microoperations", "Basic Computer Organization and Design", "Microprogrammed Control", "Central Processing Unit", "Pipeline and Vector Processing", "Input-Output Organization", "Memory Hierarchy", "Multiprocessors"]],
    ["Programming Languages and Computer Graphics", ["Language Design and Translation Issues", "Elementary Data Types", "Programming in C", "Object Oriented Programming", "Programming in C++", "Web Programming",
      ["Computer Graphics", ["2-D Geometrical Transforms", "3-D Object Representation", "Visible Surface Detection"]]]],
    ["Database Management Systems", ["Database System Concepts and Architecture", "Data Modeling", "SQL", "Normalization for Relational Databases", "Enhanced Data Models", "Data Warehousing and Data Mining", "Big Data Systems", "NoSQL"]],
    ["System Software and Operating System", ["System Software", "Process Management", "Threads", "CPU Scheduling", "Deadlocks", "Memory Management", "Storage Management", "File and Input/Output Systems", "Security", "Distributed Systems"]],
    ["Software Engineering", ["Software Process Models", "Software Requirements", "Software Design", "Software Quality", "Estimation and Scheduling of Software Projects", "Software Testing", "Software Configuration Management"]],
    ["Data Structures and Algorithms", ["Data Structures", "Performance Analysis and Recurrences", "Design Techniques", "Lower Bound Theory", "Graph Algorithms", "Complexity Theory", "Advanced Algorithms"]],
    ["Theory of Computation and Compilers", ["Theory of Computation", "Regular Language Models", "Context Free Language", "Turing Machines", "Unsolvability", "Syntax Analysis", "Semantic Analysis", "Run Time System", "Intermediate Code Generation", "Code Generation and Code Optimization"]],
    ["Data Communication and Computer Networks", ["Data Communication", "Computer Networks", "Network Models", "Functions of OSI and TCP/IP Layers", "World Wide Web", "IP Addressing", "Routing Protocols", "Network Security", "Mobile Technology", "Cloud Computing and IoT"]],
    ["Artificial Intelligence", ["Approaches to AI", "Knowledge Representation", "Planning", "Natural Language Processing", "Multi Agent Systems", "Fuzzy Sets", "Genetic Algorithms", "Artificial Neural Networks"]]
  ]]
]$json$::jsonb) LOOP
    s := 0;
    FOR subject IN SELECT jsonb_array_elements(tree -> 1) LOOP
      INSERT INTO "topics" ("exam", "name", "depth", "position") VALUES (tree ->> 0, subject ->> 0, 0, s) RETURNING "id" INTO subject_id;
      s := s + 1;
      t := 0;
      FOR topic IN SELECT jsonb_array_elements(subject -> 1) LOOP
        INSERT INTO "topics" ("parent_id", "exam", "name", "depth", "position")
          VALUES (subject_id, tree ->> 0, CASE WHEN jsonb_typeof(topic) = 'array' THEN topic ->> 0 ELSE topic #>> '{}' END, 1, t)
          RETURNING "id" INTO topic_node;
        t := t + 1;
        u := 0;
        IF jsonb_typeof(topic) = 'array' THEN
          FOR subtopic IN SELECT jsonb_array_elements(topic -> 1) LOOP
            INSERT INTO "topics" ("parent_id", "exam", "name", "depth", "position") VALUES (topic_node, tree ->> 0, subtopic #>> '{}', 2, u);
            u := u + 1;
          END LOOP;
        END IF;
      END LOOP;
    END LOOP;
  END LOOP;
END
$$;--> statement-breakpoint
-- Which tree a question's exam belongs to: a tree of that name, else GATE for 'GATE CS', 'GATE DA'…,
-- UGC NET for 'UGC NET', 'NET CS'…, else a tree of the exam's own name (made when a question needs
-- it); null for a question without an exam (it may sit in any tree).
CREATE FUNCTION "topic_tree_of"(text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN nullif(btrim($1), '') IS NULL THEN NULL
    ELSE coalesce(
      (SELECT "exam" FROM "topics" WHERE lower("exam") = lower(btrim($1)) LIMIT 1),
      CASE WHEN btrim($1) ~* '^gate' THEN 'GATE' WHEN btrim($1) ~* '\mnet\M' THEN 'UGC NET' ELSE left(btrim($1), 60) END)
  END
$$;--> statement-breakpoint
-- Every writer (the editor, imports, generation, the demo, a test's fixture) places its question in the
-- tree, whether it names the node (topic_id) or only a topic's name (topic): a chosen node gives the
-- question its name; a name finds the node of that name in the question's tree (the shallowest, at
-- any depth; for a question without an exam any tree, GATE first), or a new node under the tree's
-- 'Unsorted' subject, made on demand. A question with neither is not placed.
CREATE FUNCTION "question_place_in_tree"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted text := nullif(btrim(NEW."topic"), '');
  tree text := "topic_tree_of"(NEW."exam");
  node uuid;
  node_name text;
  node_tree text;
  unsorted uuid;
BEGIN
  IF NEW."topic_id" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."topic_id" IS DISTINCT FROM OLD."topic_id") THEN
    NEW."topic" := (SELECT "name" FROM "topics" WHERE "id" = NEW."topic_id");
    RETURN NEW;
  END IF;
  IF NEW."topic_id" IS NOT NULL THEN
    SELECT "name", "exam" INTO node_name, node_tree FROM "topics" WHERE "id" = NEW."topic_id";
    -- the topic's text was cleared: the question leaves the tree
    IF wanted IS NULL AND NEW."topic" IS DISTINCT FROM OLD."topic" THEN
      NEW."topic_id" := NULL;
      NEW."topic" := NULL;
      RETURN NEW;
    END IF;
    -- still its node's name, in its exam's tree: it stays (a renamed node, a saved question)
    IF (wanted IS NULL OR lower(wanted) = lower(node_name)) AND (tree IS NULL OR tree = node_tree) THEN
      NEW."topic" := node_name;
      RETURN NEW;
    END IF;
    wanted := coalesce(wanted, node_name);
  END IF;
  IF wanted IS NULL THEN
    NEW."topic_id" := NULL;
    NEW."topic" := NULL;
    RETURN NEW;
  END IF;
  SELECT "id", "name" INTO node, node_name FROM "topics"
    WHERE lower("name") = lower(wanted) AND (tree IS NULL OR "exam" = tree)
    ORDER BY ("exam" = 'GATE') DESC, "depth", "position", "id" LIMIT 1;
  IF node IS NULL THEN
    tree := coalesce(tree, 'GATE');
    INSERT INTO "topics" ("exam", "name", "depth", "position")
      VALUES (tree, 'Unsorted', 0, coalesce((SELECT max("position") + 1 FROM "topics" WHERE "exam" = tree AND "parent_id" IS NULL), 0))
      ON CONFLICT DO NOTHING;
    SELECT "id" INTO unsorted FROM "topics" WHERE "exam" = tree AND "parent_id" IS NULL AND lower("name") = 'unsorted';
    INSERT INTO "topics" ("parent_id", "exam", "name", "depth", "position")
      VALUES (unsorted, tree, left(wanted, 100), 1, coalesce((SELECT max("position") + 1 FROM "topics" WHERE "parent_id" = unsorted), 0))
      ON CONFLICT DO NOTHING;
    SELECT "id", "name" INTO node, node_name FROM "topics" WHERE "parent_id" = unsorted AND lower("name") = lower(left(wanted, 100));
  END IF;
  NEW."topic_id" := node;
  NEW."topic" := node_name;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_place_in_tree" BEFORE INSERT OR UPDATE OF "topic", "topic_id", "exam" ON "questions" FOR EACH ROW EXECUTE FUNCTION "question_place_in_tree"();--> statement-breakpoint
-- the questions written so far find their place by their topic's name
UPDATE "questions" SET "topic" = "topic" WHERE "topic_id" IS NULL AND "topic" IS NOT NULL;
--> statement-breakpoint
-- the bank's default order, last edited first: a page is read from the index, not sorted from every row
CREATE INDEX "questions_updated_idx" ON "questions" USING btree ("updated_at" DESC, "id" DESC);
