# The two commands: `make run` (install, build, serve on SQLite) and `make test` (install, check,
# run every test on SQLite and PostgreSQL). Everything they need is installed from here.
SHELL := /bin/bash
BIN := node_modules/.bin
FETCHED := node_modules/.fetched
STAMP := node_modules/.installed
# V8's young generation grows to 2 × 16 MB and keeps it for the life of the process; at 2 × 4 MB a
# long-running server idles 24 MB lower for no measurable cost per request. glibc gives each thread
# that allocates an arena of its own (up to 8 a core) and keeps what they freed: two arenas leave
# an idle server 16 MB lower from the start (docs/operations.md, Memory).
NODE_SERVER := MALLOC_ARENA_MAX=2 node --max-semi-space-size=4

.PHONY: run worker housekeeping recount crash crash-events fuzz test test-static test-databases check-sources compile bench bench-bulk bench-cables bench-housekeeping bench-compare bench-data bench-loop bench-memory bench-scale generate check model build superuser user token deps system-deps clean

# Installing is two steps so that `make test` can overlap the slow one with other work:
# 1. the packages' files, without their install scripts (under a minute);
# 2. the install scripts: better-sqlite3, the only native module, compiled from source (no
#    prebuilt binaries are reachable here): about two minutes, most of it SQLite's amalgamation
#    on one core, during which `make test` runs `check` and installs the Debian packages.
# JOBS=max: node-gyp compiles a module's sources on every core it can. better-sqlite3's C++ waits
# for SQLite's amalgamation all the same (its target depends on SQLite's), so the compile is one
# core's work end to end. -O2 (SQLite's own default) rather than better-sqlite3's -O3: 99 s instead
# of 131 s on this 2-core machine, on the path every clean `make test` and `make run` waits on
# (CFLAGS and CXXFLAGS from the environment come after the module's own flags, and the last -O wins).
$(FETCHED): package.json package-lock.json
	npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $(FETCHED)

$(STAMP): $(FETCHED)
	JOBS=max CFLAGS=-O2 CXXFLAGS=-O2 npm rebuild --no-audit --no-fund --loglevel=error
	@touch $(STAMP)

deps: $(STAMP)

system-deps:
	@scripts/install-system-deps.sh

build: $(STAMP)
	$(BIN)/tsc -p tsconfig.build.json

## generate: validate schema/, regenerate generated/ and append a migration when the models changed
## (ALLOW_DESTRUCTIVE=1 permits dropping tables or columns)
generate: $(FETCHED)
	@$(BIN)/tsx generator/cli.ts generate $(if $(ALLOW_DESTRUCTIVE),--allow-destructive)

## model: a starter model file from templates/model.yaml.mustache:
## make model APP=dcim MODEL=cable [ROUTE=cables] [VERBOSE="cable"] (ROUTE: the URL segment, default MODEL + s)
model: $(FETCHED)
	@$(BIN)/tsx generator/cli.ts model "$(APP)" "$(MODEL)" $(if $(ROUTE),--path "$(ROUTE)") $(if $(VERBOSE),--verbose "$(VERBOSE)")

## check: generated/ matches schema/, the migration chain is intact, the plug-ins match the model
## files, the layers hold (no import cycles, engines never import app code, the generator imports
## only the contract), everything type-checks
check: check-sources
	$(BIN)/tsc -p tsconfig.json --noEmit

# check without the type check (`test` type-checks as it compiles).
check-sources: $(FETCHED)
	@$(BIN)/tsx generator/cli.ts check
	@$(BIN)/tsx scripts/check-plugins.ts
	@$(BIN)/depcruise --config .dependency-cruiser.cjs contract generator generated runtime

# Everything type-checked as `check` does, and compiled to dist/: the tests start their server and
# command processes from it (TEST_COMPILED=1, test/support/project.ts), half the CPU of a loader's.
compile: $(FETCHED)
	$(BIN)/tsc -p tsconfig.json

## run: serve http://127.0.0.1:8000/api/ (DATABASE_URL, HOST, PORT, ... from the environment)
run: build
	$(NODE_SERVER) dist/runtime/server.js

## worker: the event worker alone (webhooks), for servers run with EMBEDDED_WORKER=false on PostgreSQL
worker: build
	$(NODE_SERVER) dist/scripts/worker.js

## housekeeping: NetBox's daily housekeeping once, now: expired sessions, change records older than
## CHANGELOG_RETENTION days, finished jobs older than JOB_RETENTION days (the worker runs it daily)
housekeeping: build
	node dist/scripts/housekeeping.js

## recount: count rows again into the counts lists read (every table, counted_by columns), after a restore made with triggers off
recount: build
	node dist/scripts/recount.js

## crash-events: kill the server (and its worker) at random moments CYCLES times (100) while it takes
## writes and delivers webhooks; every committed event must be delivered (DB=sqlite|postgres|both)
crash-events: $(STAMP) system-deps
	CYCLES=$(or $(CYCLES),100) DB=$(or $(DB),both) $(BIN)/tsx scripts/crash-events.ts

## crash: kill the server at random moments CYCLES times (100) while it takes concurrent single and bulk
## writes; every acknowledged write must survive, none partially, with its change records, and the
## database must pass its integrity checks (DB=sqlite|postgres|both)
crash: $(STAMP) system-deps
	CYCLES=$(or $(CYCLES),100) DB=$(or $(DB),both) $(BIN)/tsx scripts/crash-writes.ts

## fuzz: every endpoint, filter and writable field against the full bad-input corpus on both
## databases (test/fuzz/); prints the answers' status counts; fails on any 5xx or leak
fuzz: $(STAMP) system-deps
	FUZZ=full SWEEP=full $(BIN)/vitest run test/fuzz

## superuser: make superuser SUPERUSER=admin PASSWORD=secret [TOKEN=<40 hex characters>]
superuser: build
	@node dist/scripts/createsuperuser.js --username "$(SUPERUSER)" --password "$(PASSWORD)" $(if $(TOKEN),--token "$(TOKEN)")

## user: make user USERNAME=ops PASSWORD=secret [EMAIL=ops@example.com] [GROUP=netops] (again: new password)
user: build
	@node dist/scripts/users.js create-user --username "$(USERNAME)" --password "$(PASSWORD)" $(if $(EMAIL),--email "$(EMAIL)") $(if $(GROUP),--group "$(GROUP)")

## token: make token USERNAME=ops [VERSION=1|2] [READ_ONLY=1] [DESCRIPTION=text] [EXPIRES=2027-01-01T00:00:00Z]
## (prints the Authorization header, shown this once; VERSION defaults to 2 when API_TOKEN_PEPPERS is set)
token: build
	@node dist/scripts/users.js create-token --username "$(USERNAME)" $(if $(VERSION),--version "$(VERSION)") $(if $(READ_ONLY),--read-only) $(if $(DESCRIPTION),--description "$(DESCRIPTION)") $(if $(EXPIRES),--expires "$(EXPIRES)")

# The tests' temporary files (the PostgreSQL cluster, SQLite files, project copies) go to memory
# (/dev/shm) where it has 4 GiB free: on this machine's disk, PostgreSQL took 0.5 to 1.3 s to copy
# a test database from its template, and 0.05 s in memory (the suite: 484 → 426 s).
TEST_TMPDIR = $(shell df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 && $$4 > 4 * 1024 * 1024 { print "/dev/shm" }')

TEST_ENV = $(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR) )TEST_COMPILED=1

# -j4: the native module compiles while the Debian packages install, the checks run and, once the
# code is compiled, the tests that need no database run (vitest.config.ts, project `static`) on one
# worker; the rest start when the native module and the packages are there. The static run's
# report is kept until it ends and printed in one piece (two live reports would interleave).
test:
	@$(MAKE) --no-print-directory -j4 test-static test-databases

test-static: compile
	@mkdir -p .tmp; status=0; $(TEST_ENV) nice -n 19 $(BIN)/vitest run --project static --maxWorkers=1 > .tmp/test-static.log 2>&1 || status=$$?; cat .tmp/test-static.log; exit $$status

test-databases: $(STAMP) system-deps check-sources compile
	$(TEST_ENV) $(BIN)/vitest run --project databases

## bench-housekeeping: housekeeping pruning ROWS (200000) old change records: rows/s, the event loop's
## delay meanwhile against an idle control, the slowest small write meanwhile (BATCH=, DATABASE_URL=)
bench-housekeeping: $(STAMP)
	ROWS=$(or $(ROWS),200000) $(BIN)/tsx bench/housekeeping.ts

## bench: time filtered list requests over large tables (ROWS=100000, DB=sqlite|postgres|both, RUNS=20)
bench: build system-deps
	ROWS=$(or $(ROWS),100000) DB=$(or $(DB),both) node dist/bench/filtered-list.js

## bench-bulk: time one bulk create of COUNT (10000) tags and of COUNT IP addresses, each batch's all-or-nothing
## failure on its last object, and the outbox's cost (ROUNDS=3, DB=sqlite|postgres|both); then devices whose type
## has TEMPLATES (200) component templates, one at a time and BULK (100) in one request; also written to bench/results/
bench-bulk: build system-deps
	@set -o pipefail; COUNT=$(or $(COUNT),10000) DB=$(or $(DB),both) ROUNDS=$(or $(ROUNDS),3) node dist/bench/bulk-create.js | tee bench/results/bulk-$$(date +%F).md
	@set -o pipefail; DB=$(or $(DB),both) TEMPLATES=$(or $(TEMPLATES),200) BULK=$(or $(BULK),100) node dist/bench/device-create.js | tee -a bench/results/bulk-$$(date +%F).md

## bench-cables: PAIRS (10000) interface pairs cabled in bulk requests of CHUNK (1000), and a trace through
## PANELS (20) patch panels against a control (DB=sqlite|postgres|both); also written to bench/results/
bench-cables: build system-deps
	@set -o pipefail; DB=$(or $(DB),both) PAIRS=$(or $(PAIRS),10000) node dist/bench/cables.js | tee bench/results/cables-$$(date +%F).md

## bench-compare: our server against a raw SQL+JSON baseline under autocannon, per scenario (DEVICES=100000
## INTERFACES=100000 IPS=20000 SITES TYPES ROLES PLATFORMS TENANTS, DURATION=5 s, ROUNDS=2, ONLY=prefix,...,
## DB=sqlite|postgres|both; BEFORE=<checkout> adds that checkout's built server, run in turn with ours);
## the table is also written to bench/results/compare-<date>.md
bench-compare: build system-deps
	@set -o pipefail; DB=$(or $(DB),both) node dist/bench/compare.js | tee bench/results/compare-$$(date +%F).md

## bench-data: one server grown from empty through its API to ROWS IP addresses in steps (10000,100000,1000000;
## devices and interfaces grow beside them), every common request timed at each size (median of RUNS=11,
## interleaved) and its growth divided by a control's, and the server's memory after IDLE=60 s idle at each size;
## the server runs as `make run` runs it (DB=sqlite|postgres|both); also written to bench/results/
bench-data: build system-deps
	@set -o pipefail; $(if $(ROWS),ROWS=$(ROWS)) DB=$(or $(DB),sqlite) RUNS=$(or $(RUNS),11) node dist/bench/data.js | tee bench/results/data-$$(date +%F).md

## bench-loop: how long large requests hold the event loop (a 60 MB create, ten reads of it, a bulk of
## 200,000 integers, 60 MB and 200,000 elements in a field no model has): the loop's delay p99 and longest
## stall, and cheap requests' latency meanwhile (DB=sqlite|postgres|both); also written to bench/results/
bench-loop: build system-deps
	@set -o pipefail; DB=$(or $(DB),both) node dist/bench/loop-delay.js | tee bench/results/loop-$$(date +%F).md

## bench-memory: a server process's RSS when started, while and after building the bench-compare
## dataset through its API (same size variables), and idle after it; also written to bench/results/
bench-memory: build
	@set -o pipefail; node dist/bench/memory.js | tee bench/results/memory-$$(date +%F).md

## bench-scale: 1, 2 and 4 server processes on one PostgreSQL (a cluster of its own with durable commits, or
## DATABASE_URL) under concurrent creates and reads, with the cache invalidation before issue 24 and the one
## now, in one run (DURATION=10 s, WRITERS=8, READERS=8, PROCESSES=1,2,4, ROUNDS=1); also written to bench/results/
bench-scale: build system-deps
	@set -o pipefail; node dist/bench/scale.js | tee bench/results/scale-$$(date +%F).md

clean:
	rm -rf dist .tmp
