-- wrk script for scripts/bench: the requests of one load run, and a JSON line of results at the end.
-- Environment (set by load.py):
--   BENCH_MODE     change-set | add-set | form-change-set | read-active | healthz | users-add-set
--   BENCH_TOKEN    the API bearer token (every mode but form-change-set and users-add-set)
--   BENCH_WORKOUT  the active workout's id
--   BENCH_SETS     its set ids, comma-separated (change-set, form-change-set)
--   BENCH_ENTRIES  its workout-exercise ids, comma-separated (add-set)
--   BENCH_COOKIE   "repbook_session=..." and BENCH_CSRF the session's CSRF token (form-change-set)
--   BENCH_USERS    "token;workout;entry" per user, comma-separated (users-add-set); "token;workout;set" per set of
--                  each user's workout (users-change-set)
--   BENCH_PATH     the path to GET (get), with BENCH_TOKEN or BENCH_COOKIE when it needs a signed-in user
--
-- change-set: PATCH /api/v1/workouts/{id}/sets/{setId} with weight, reps and done, walking the workout's sets in
--   order: one pass marks every set done (which also starts the rest timer), the next pass un-marks them, and so on.
-- add-set: POST /api/v1/workouts/{id}/exercises/{entry}/sets, a new done set, round robin over the exercises.
-- form-change-set: what the live workout page's script sends for change-set: POST /workout/sets/{setId}, a urlencoded
--   form (weight, reps, done=1/0), X-Requested-With: fetch, the session cookie and the CSRF token in X-CSRF-Token.
-- read-active: GET /api/v1/workouts/active.
-- healthz: GET /healthz, the HTTP stack's ceiling on this machine (no auth, no database).
-- users-add-set: add-set with the user picked per request, round robin: each request carries that user's token and
--   goes into that user's own active workout.
-- users-change-set: change-set with the (user, set) pair picked per request, round robin over every set of every
--   user's own workout, done flipping on each pass over them all.
-- get: GET BENCH_PATH (a page with the session cookie, or an API read with the bearer token, or neither).

local function split(text, separator)
    local parts = {}
    for part in string.gmatch(text or "", "[^" .. separator .. "]+") do parts[#parts + 1] = part end
    return parts
end

local mode = os.getenv("BENCH_MODE")
local token = os.getenv("BENCH_TOKEN")
local workout = os.getenv("BENCH_WORKOUT")
local sets = split(os.getenv("BENCH_SETS"), ",")
local entries = split(os.getenv("BENCH_ENTRIES"), ",")
local cookie = os.getenv("BENCH_COOKIE")
local csrf = os.getenv("BENCH_CSRF")
local get_path = os.getenv("BENCH_PATH")
local users = {}
for _, user in ipairs(split(os.getenv("BENCH_USERS"), ",")) do
    local fields = split(user, ";")
    local path = "/api/v1/workouts/" .. fields[2] .. "/exercises/" .. fields[3] .. "/sets"
    if mode == "users-change-set" then path = "/api/v1/workouts/" .. fields[2] .. "/sets/" .. fields[3] end
    users[#users + 1] = {
        path = path,
        headers = {["Authorization"] = "Bearer " .. fields[1], ["Content-Type"] = "application/json"},
    }
end

local counter = 0
local form_headers = {}
-- Sets this run added, oldest first: the POST modes delete one every other request, so a workout stays near its size
-- (a workout holds at most 1,000 sets) however long the run.
local added = {}

function init(args)
    if mode == "form-change-set" then
        form_headers = {["Cookie"] = cookie, ["X-CSRF-Token"] = csrf, ["X-Requested-With"] = "fetch",
                        ["Content-Type"] = "application/x-www-form-urlencoded"}
    elseif mode == "get" then
        if token ~= nil and token ~= "" then wrk.headers["Authorization"] = "Bearer " .. token end
        if cookie ~= nil and cookie ~= "" then wrk.headers["Cookie"] = cookie end
    elseif mode ~= "users-add-set" and mode ~= "users-change-set" then
        wrk.headers["Authorization"] = "Bearer " .. token
        wrk.headers["Content-Type"] = "application/json"
    end
end

local function weight() return 60 + (counter % 40) end
local function reps() return 3 + (counter % 8) end

function request()
    if mode == "read-active" then
        return wrk.format("GET", "/api/v1/workouts/active")
    end
    if mode == "healthz" then
        return wrk.format("GET", "/healthz")
    end
    if mode == "get" then
        return wrk.format("GET", get_path)
    end
    counter = counter + 1
    if mode == "add-set" and counter % 2 == 0 and #added > 0 then
        local oldest = table.remove(added, 1)
        return wrk.format("DELETE", oldest.path)
    end
    if mode == "add-set" then
        local entry = entries[(counter % #entries) + 1]
        local body = string.format('{"weight":%d,"unit":"kg","reps":%d,"done":true}', weight(), reps())
        return wrk.format("POST", "/api/v1/workouts/" .. workout .. "/exercises/" .. entry .. "/sets", nil, body)
    end
    if mode == "users-add-set" then
        local user = users[(counter % #users) + 1]
        local body = string.format('{"weight":%d,"unit":"kg","reps":%d,"done":true}', weight(), reps())
        -- wrk.format writes Host and Content-Length into the table it is given; both are the same every time.
        return wrk.format("POST", user.path, user.headers, body)
    end
    if mode == "users-change-set" then
        local user = users[((counter - 1) % #users) + 1]
        local done = (math.floor((counter - 1) / #users) % 2 == 0) and "true" or "false"
        local body = string.format('{"weight":%d,"unit":"kg","reps":%d,"done":%s}', weight(), reps(), done)
        return wrk.format("PATCH", user.path, user.headers, body)
    end
    local index = (counter - 1) % #sets
    local pass = math.floor((counter - 1) / #sets)
    if mode == "form-change-set" then
        local body = string.format("weight=%d&reps=%d&done=%d", weight(), reps(), (pass % 2 == 0) and 1 or 0)
        return wrk.format("POST", "/workout/sets/" .. sets[index + 1], form_headers, body)
    end
    local done = (pass % 2 == 0) and "true" or "false"
    local body = string.format('{"weight":%d,"unit":"kg","reps":%d,"done":%s}', weight(), reps(), done)
    return wrk.format("PATCH", "/api/v1/workouts/" .. workout .. "/sets/" .. sets[index + 1], nil, body)
end

-- Remembers the set a POST added in add-set (from {"set":{"id":N,...}}), to delete it later; users-add-set stays
-- POST only (64 workouts hold the run's sets).
function response(status, headers, body)
    if mode ~= "add-set" or status ~= 201 then return end
    local id = string.match(body, '"set":{[^}]-"id":(%d+)')
    if id then added[#added + 1] = {path = "/api/v1/workouts/" .. workout .. "/sets/" .. id} end
end

function done(summary, latency, requests)
    local errors = summary.errors
    io.write(string.format(
        'BENCH-JSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"mean_us":%.1f,"max_us":%d,' ..
        '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
        summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.mean, latency.max,
        errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
