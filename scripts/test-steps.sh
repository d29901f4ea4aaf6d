# The steps of scripts/test and how it runs them: timed steps, lanes of steps run in the background beside each other
# (each with its own log, printed whole when it ends), and the closing table of each step's wall clock and CPU time.
# Sourced by scripts/test; not run on its own.

TEST_LOGS="$(mktemp -d "${TMPDIR:-/tmp}/repbook-test.XXXXXX")"
TIME_COMMAND=/usr/bin/time
[[ -x "$TIME_COMMAND" ]] || TIME_COMMAND=""
STEP="(starting)"
LANE_NAMES=()
LANE_PIDS=()
LANE_FUNCTIONS=()
LANE_COUNT=0
FAILED_LANES=()

# Prints a step's heading and remembers it as the step a failure names.
section() {
    STEP="$1"
    printf '\n========== %s ==========\n' "$1"
}

# timed NAME COMMAND...: runs COMMAND, then adds its wall clock and its CPU time (user + system, of every process it
# started) to the closing table. Returns COMMAND's status.
timed() {
    local name="$1"
    shift
    local start="$EPOCHREALTIME" status=0 cpu="?" record="$TEST_LOGS/cpu.$BASHPID"
    if [[ -n "$TIME_COMMAND" ]]; then
        "$TIME_COMMAND" -f '%U %S' -o "$record" "$@" || status=$?
        [[ -s "$record" ]] && cpu="$(tail -n 1 "$record" | awk '{ printf "%.0f", $1 + $2 }')"
    else
        "$@" || status=$?
    fi
    local wall
    wall="$(awk -v start="$start" -v end="$EPOCHREALTIME" 'BEGIN { printf "%.0f", end - start }')"
    local outcome=""
    if ((status != 0)); then outcome="  FAILED (exit $status)"; fi
    printf '%-64s %5s s wall %5s s CPU%s\n' "$name" "$wall" "$cpu" "$outcome" >>"$TEST_LOGS/times"
    return "$status"
}

# lane_step NAME COMMAND...: a step inside a lane: its heading in the lane's log, timed, the lane's failing step if it
# fails (a lane runs under `set -e`, so its first failing step ends it).
lane_step() {
    section "$1"
    echo "$1" >"$TEST_LOGS/step.$BASHPID"
    timed "$@"
}

# start_lane NAME FUNCTION: runs FUNCTION in the background, its output in a log of its own.
start_lane() {
    local name="$1" function="$2" log="$TEST_LOGS/lane.$LANE_COUNT.log"
    (
        trap - ERR EXIT
        "$function"
    ) >"$log" 2>&1 &
    LANE_PIDS[LANE_COUNT]="$!"
    LANE_NAMES[LANE_COUNT]="$name"
    LANE_FUNCTIONS[LANE_COUNT]="$function"
    LANE_COUNT=$((LANE_COUNT + 1))
    printf '\n---------- started beside the rest: %s (log %s)\n' "$name" "$log"
}

# wait_lanes [FUNCTION...]: waits for the lanes running those functions (every lane started so far without one),
# printing each one's log as it ends; returns non-zero, naming the failed lanes and their steps, when any failed.
wait_lanes() {
    local index pid status wanted=()
    for index in "${!LANE_PIDS[@]}"; do
        if (($# == 0)) || [[ " $* " == *" ${LANE_FUNCTIONS[$index]} "* ]]; then wanted+=("${LANE_PIDS[$index]}"); fi
    done
    while ((${#wanted[@]} > 0)); do
        status=0
        wait -n -p pid "${wanted[@]}" || status=$?
        for index in "${!LANE_PIDS[@]}"; do
            [[ "${LANE_PIDS[$index]}" == "$pid" ]] || continue
            printf '\n########## %s: %s ##########\n' "$( ((status == 0)) && echo "passed" || echo "FAILED")" \
                "${LANE_NAMES[$index]}"
            cat "$TEST_LOGS/lane.$index.log"
            if ((status != 0)); then
                FAILED_LANES+=("${LANE_NAMES[$index]}: $(cat "$TEST_LOGS/step.$pid" 2>/dev/null || echo "?") (exit $status)")
            fi
            unset "LANE_PIDS[$index]" "LANE_NAMES[$index]" "LANE_FUNCTIONS[$index]"
        done
        for index in "${!wanted[@]}"; do
            if [[ "${wanted[$index]}" == "$pid" ]]; then unset "wanted[$index]"; fi
        done
    done
    if ((${#FAILED_LANES[@]} > 0)); then
        STEP="$(printf '%s; ' "${FAILED_LANES[@]}")"
        STEP="${STEP%; }"
        return 1
    fi
}

# Ends the lanes still running (after a failure or an interrupt), each process they started too.
stop_lanes() {
    local pid
    for pid in "${LANE_PIDS[@]}"; do
        kill_tree "$pid"
    done
}

# kill_tree PID: ends PID and every process below it, the children first named before the parent is ended.
kill_tree() {
    local child
    for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do
        kill_tree "$child"
    done
    kill "$1" 2>/dev/null || true
}

# Prints the table of each step's wall clock and CPU time (a lane's steps ran beside the others).
print_times() {
    if [[ -s "$TEST_LOGS/times" ]]; then
        printf '\n---------- time per step (wall clock, CPU: user + system)\n'
        cat "$TEST_LOGS/times"
    fi
}

# --------------------------------------------------------------------------- lanes

lint_lane() {
    lane_step "lint (scripts/lint)" scripts/lint
}

dependencies_lane() {
    lane_step "node (scripts/install-node.sh)" scripts/install-node.sh
    # The outbox, the rest timer, the set-row logic and the scripts' shape (modules, no globals), with Node's own runner.
    lane_step "browser code unit tests (node --test tests/client/)" node --test tests/client/
    lane_step "browser test dependencies (scripts/install-browser-deps.sh)" scripts/install-browser-deps.sh
}

fuzz_build_lane() {
    # Fuzz/ builds RepbookCore, RepbookFormats, ZIPFoundation and CSV.swift again with -sanitize=fuzzer in its own scratch
    # folder (Fuzz/.build), resolving only those two packages: it needs nothing of the root's build, so it builds while
    # the root resolves its 33 packages (minutes of git and manifest loading that leave the cores idle) and builds.
    lane_step "fuzz targets' build (scripts/fuzz --build)" scripts/fuzz --build
}

fuzz_lane() {
    # Every parser target for 10 s on its seeds (docs/FUZZING.md): a minute of one core, spent beside the Swift tests
    # (which wait on PostgreSQL and their files) rather than beside the root's build, which keeps both cores busy.
    lane_step "fuzz targets, 10 s each (scripts/fuzz --ci 10; REPBOOK_TEST_FUZZ=0 skips)" \
        env REPBOOK_FUZZ_NO_BUILD=1 scripts/fuzz --ci 10
}

swift_lane() {
    # --skip-build: built already; without it `swift test` plans again and reruns the build-tool plugins.
    lane_step "swift test" swift test --skip-build
    # The same suite, each test server on a fresh PostgreSQL database of its own; the few tests of SQLite-only parts
    # (the database file's backups and lock, its metrics) say why they are disabled there.
    lane_step "the server's end-to-end tests again, on PostgreSQL (REPBOOK_TEST_SERVER_ENGINE=postgres)" \
        env REPBOOK_TEST_SERVER_ENGINE=postgres swift test --skip-build --filter RepbookServerTests
}

pytest_lane() {
    # tests/multiserver runs two `repbook serve --database` processes on the cluster. Two pytest-xdist workers (each
    # mostly waits for its browser and server), a file's tests on one worker (--dist loadfile): every test has its own
    # server, data folder, browser and database. --durations names the slowest.
    lane_step "browser, contract and two-server tests (pytest tests)" \
        env SE_OFFLINE=true PYTHONDONTWRITEBYTECODE=1 .venv/bin/python -m pytest -q -p no:cacheprovider \
        -n "${REPBOOK_TEST_PYTEST_WORKERS:-2}" --dist loadfile --durations=15 tests
}
