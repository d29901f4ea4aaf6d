-- wrk script for scripts/bench: the API requests of one benchmark run, and a JSON line of results at the end.
-- Environment: BENCH_TOKEN (API bearer token), BENCH_MODE ("log-set" or "read-active"), BENCH_WORKOUT (the active
-- workout's id), BENCH_SETS (its set ids, comma-separated).
--
-- log-set: each request sets a set's weight and reps and flips its done mark, walking the workout's sets in order:
-- one pass marks every set done (which also starts the rest timer), the next pass un-marks them, and so on.
-- read-active: GET /api/v1/workouts/active.

local token = os.getenv("BENCH_TOKEN")
local mode = os.getenv("BENCH_MODE")
local workout = os.getenv("BENCH_WORKOUT")
local sets = {}
for id in string.gmatch(os.getenv("BENCH_SETS") or "", "%d+") do sets[#sets + 1] = id end

local counter = 0

function init(args)
    wrk.headers["Authorization"] = "Bearer " .. token
    wrk.headers["Content-Type"] = "application/json"
end

function request()
    if mode == "read-active" then
        return wrk.format("GET", "/api/v1/workouts/active")
    end
    local index = counter % #sets
    local pass = math.floor(counter / #sets)
    counter = counter + 1
    local done = (pass % 2 == 0) and "true" or "false"
    local body = string.format('{"weight":%d,"unit":"kg","reps":%d,"done":%s}', 60 + (counter % 40), 3 + (counter % 8), done)
    return wrk.format("PATCH", "/api/v1/workouts/" .. workout .. "/sets/" .. sets[index + 1], nil, body)
end

function done(summary, latency, requests)
    local errors = summary.errors
    io.write(string.format(
        'BENCH-JSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"mean_us":%.1f,"max_us":%d,' ..
        '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
        summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.mean, latency.max,
        errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
