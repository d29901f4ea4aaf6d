import Foundation

// Measures issue 31's two designs for one store path over GRDB (synchronous) and postgres-nio (async) on a
// PATCH-a-set transaction; see README.md. Usage:
//   EngineBridge [--postgres URL] [--sqlite-tx 20000] [--pg-tx 5000] [--rounds 3] [--file /tmp/engine-bench.sqlite]

/// Command-line options.
struct Options {
    var postgres: String? = ProcessInfo.processInfo.environment["ENGINE_BENCH_POSTGRES_URL"]
    var sqliteTransactions = 6_000
    var postgresTransactions = 1_000
    var rounds = 3
    var file = "/tmp/engine-bench.sqlite"

    init(_ arguments: [String]) throws {
        var rest = arguments.makeIterator()
        while let flag = rest.next() {
            guard let value = rest.next() else { throw BenchError("\(flag) needs a value") }
            switch flag {
            case "--postgres": postgres = value
            case "--sqlite-tx": sqliteTransactions = Int(value) ?? sqliteTransactions
            case "--pg-tx": postgresTransactions = Int(value) ?? postgresTransactions
            case "--rounds": rounds = Int(value) ?? rounds
            case "--file": file = value
            default: throw BenchError("unknown option \(flag)")
            }
        }
    }
}

/// One way to run one intent, and how many transactions a run of it makes.
struct Variant: Sendable {
    let group: String
    let name: String
    let transactions: Int
    let postgres: Bool
    let run: @Sendable (Pick) async throws -> Int
}

/// One run's cost: wall time, this process's CPU time and the PostgreSQL cluster's.
struct Sample {
    let transactions: Int
    let seconds: Double
    let cpuSeconds: Double
    let serverSeconds: Double?
    var perSecond: Double { Double(transactions) / seconds }
    var cpuMicroseconds: Double { cpuSeconds / Double(transactions) * 1e6 }
    var serverMicroseconds: Double? { serverSeconds.map { $0 / Double(transactions) * 1e6 } }
}

/// A small fast deterministic generator (SplitMix64), one per task.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// User plus system CPU time of this process, in seconds.
func processCPU() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The CPU time of a PostgreSQL cluster: its postmaster (with its reaped children) and every live child (backends).
struct ServerCPU {
    let postmaster: Int32

    /// The postmaster started with `-p port`, if this process can see it.
    init?(port: Int) {
        let candidates = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        for pid in candidates {
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { continue }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            guard let program = arguments.first, program.hasSuffix("postgres"),
                  let flag = arguments.firstIndex(of: "-p"), arguments.indices.contains(flag + 1),
                  arguments[flag + 1] == String(port) else { continue }
            postmaster = pid
            return
        }
        return nil
    }

    /// The fields after the command of /proc/pid/stat: [0] state, [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime.
    private static func stat(_ pid: Int32) -> [Int]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ").map { Int($0) ?? 0 }
    }

    func seconds() -> Double {
        var ticks = 0
        if let own = Self.stat(postmaster) { ticks += own[11] + own[12] + own[13] + own[14] }
        for pid in (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? [] {
            if let fields = Self.stat(pid), fields[1] == Int(postmaster) { ticks += fields[11] + fields[12] }
        }
        return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// Runs `transactions` of `variant` split over `tasks` concurrent tasks.
func measure(_ variant: Variant, tasks: Int, transactions: Int, server: ServerCPU?) async throws -> Sample {
    let each = transactions / tasks
    let server0 = variant.postgres ? server?.seconds() : nil
    let cpu0 = processCPU()
    let start = ContinuousClock.now
    let checksum = try await withThrowingTaskGroup(of: Int.self) { group in
        for task in 0..<tasks {
            group.addTask {
                var random = SplitMix(state: UInt64(task + 1) &* 0x1234_5678_9ABC)
                var sum = 0
                for _ in 0..<each { sum &+= try await variant.run(Pick(random: &random)) }
                return sum
            }
        }
        return try await group.reduce(0, &+)
    }
    let elapsed = (ContinuousClock.now - start).components
    let cpu = processCPU() - cpu0
    let serverSeconds = server0.flatMap { before in server.map { $0.seconds() - before } }
    precondition(checksum != 42) // keeps the decoded values alive
    return Sample(transactions: each * tasks, seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18,
                  cpuSeconds: cpu, serverSeconds: serverSeconds)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func format(_ value: Double) -> String { String(format: value >= 100 ? "%.0f" : "%.1f", value) }

/// Builds both engines, runs every variant `rounds` times interleaved and prints the table.
func runBenchmark(_ options: Options) async throws {
    let began = ContinuousClock.now
    let sqlite = try SQLiteEngine(path: options.file)
    var variants: [Variant] = [
        Variant(group: "SQLite write", name: "(b) await pool.write { 5 stmts }  [today]", transactions: options.sqliteTransactions,
                postgres: false, run: { try await sqlite.patchInWriteAsync($0) }),
        Variant(group: "SQLite write", name: "(b) sync pool.write { 5 stmts }", transactions: options.sqliteTransactions,
                postgres: false, run: { try sqlite.patchInWriteSync($0) }),
        Variant(group: "SQLite write", name: "(a) async lock + 7x sync writeWithoutTransaction", transactions: options.sqliteTransactions,
                postgres: false, run: { try await sqlite.patchLockedSyncStatements($0) }),
        Variant(group: "SQLite write", name: "(a) async lock + 7x await writeWithoutTransaction", transactions: options.sqliteTransactions,
                postgres: false, run: { try await sqlite.patchLockedAsyncStatements($0) }),
        Variant(group: "SQLite read", name: "(b) await pool.read { 3 stmts }", transactions: options.sqliteTransactions,
                postgres: false, run: { try await sqlite.readInPool($0) }),
        Variant(group: "SQLite read", name: "(a) 3x await pool.read  [NOT one snapshot]", transactions: options.sqliteTransactions,
                postgres: false, run: { try await sqlite.readPerStatement($0) }),
        Variant(group: "SQLite read", name: "(a) own reader conn, BEGIN + 3x sync + COMMIT", transactions: options.sqliteTransactions,
                postgres: false, run: { try await sqlite.readOwnConnection($0) }),
    ]
    var postgres: PostgresEngine?
    var server: ServerCPU?
    var clientTask: Task<Void, Never>?
    if let url = options.postgres {
        let engine = try PostgresEngine(url: url, threads: 8)
        clientTask = Task { await engine.client.run() }
        try await engine.createSchema()
        postgres = engine
        server = URLComponents(string: url)?.port.flatMap { ServerCPU(port: $0) }
        variants += [
            Variant(group: "PostgreSQL write", name: "(a) async, plain PostgresQuery  [today's plain]", transactions: options.postgresTransactions,
                    postgres: true, run: { try await engine.patchAsyncPlain($0) }),
            Variant(group: "PostgreSQL write", name: "(b) NIOThreadPool, plain query(..).wait()", transactions: options.postgresTransactions,
                    postgres: true, run: { try await engine.patchSyncPlain($0) }),
            Variant(group: "PostgreSQL write", name: "(a) async, prepared statements  [today's hot]", transactions: options.postgresTransactions,
                    postgres: true, run: { try await engine.patchAsyncPrepared($0) }),
            Variant(group: "PostgreSQL write", name: "(b) NIOThreadPool, prepared via makeFutureWithTask.wait()",
                    transactions: options.postgresTransactions, postgres: true, run: { try await engine.patchSyncPrepared($0) }),
            Variant(group: "PostgreSQL write", name: "(b) NIOThreadPool, legacy prepare(query:) futures .wait()",
                    transactions: options.postgresTransactions, postgres: true, run: { try await engine.patchSyncLegacyPrepared($0) }),
        ]
    }

    let concurrencies = [1, 8]
    // Warm up every variant (statement caches, pooled connections, prepared statements on each connection).
    for variant in variants {
        _ = try await measure(variant, tasks: 8, transactions: max(8, variant.transactions / 20), server: nil)
    }
    var samples: [String: [Sample]] = [:]
    for round in 1...options.rounds {
        for variant in variants {
            for tasks in concurrencies {
                let sample = try await measure(variant, tasks: tasks, transactions: variant.transactions, server: server)
                samples["\(variant.name)|\(tasks)", default: []].append(sample)
            }
        }
        FileHandle.standardError.write("round \(round) done after \(ContinuousClock.now - began)\n".data(using: .utf8)!)
    }

    /// The medians of `variant` at `tasks`: tx/s, client CPU us/tx, server CPU us/tx.
    func medians(_ name: String, _ tasks: Int) -> (Double, Double, Double?) {
        let runs = samples["\(name)|\(tasks)"] ?? []
        let server = runs.compactMap(\.serverMicroseconds)
        return (median(runs.map(\.perSecond)), median(runs.map(\.cpuMicroseconds)), server.isEmpty ? nil : median(server))
    }

    print("Medians of \(options.rounds) interleaved runs; SQLite \(options.sqliteTransactions) tx/run, PostgreSQL \(options.postgresTransactions) tx/run.")
    print("CPU = this process's user+sys per transaction; PG server = the cluster's processes per transaction.\n")
    print("| group | variant | tasks | tx/s | CPU us/tx | PG server CPU us/tx |")
    print("|---|---|---:|---:|---:|---:|")
    for variant in variants {
        for tasks in concurrencies {
            let (rate, cpu, serverCPU) = medians(variant.name, tasks)
            print("| \(variant.group) | \(variant.name) | \(tasks) | \(format(rate)) | \(format(cpu)) | \(serverCPU.map(format) ?? "") |")
        }
    }

    print("\nRatios (a)/(b): tx/s ratio (above 1: (a) faster), CPU ratio (above 1: (a) costs more)")
    let pairs = [
        ("(a) async lock + 7x sync writeWithoutTransaction", "(b) await pool.write { 5 stmts }  [today]"),
        ("(a) async lock + 7x await writeWithoutTransaction", "(b) await pool.write { 5 stmts }  [today]"),
        ("(a) own reader conn, BEGIN + 3x sync + COMMIT", "(b) await pool.read { 3 stmts }"),
        ("(a) 3x await pool.read  [NOT one snapshot]", "(b) await pool.read { 3 stmts }"),
        ("(a) async, plain PostgresQuery  [today's plain]", "(b) NIOThreadPool, plain query(..).wait()"),
        ("(a) async, prepared statements  [today's hot]", "(b) NIOThreadPool, prepared via makeFutureWithTask.wait()"),
    ("(a) async, prepared statements  [today's hot]", "(b) NIOThreadPool, legacy prepare(query:) futures .wait()"),
    ]
    for (a, b) in pairs where samples["\(a)|1"] != nil && samples["\(b)|1"] != nil {
        let cells = concurrencies.map { tasks in
            let (rateA, cpuA, _) = medians(a, tasks), (rateB, cpuB, _) = medians(b, tasks)
            return "\(tasks) task(s): tx/s \(String(format: "%.2f", rateA / rateB)), CPU \(String(format: "%.2f", cpuA / cpuB))"
        }
        print("- \(a)  vs  \(b): " + cells.joined(separator: "; "))
    }
    print("\nTotal time \(ContinuousClock.now - began)")

    clientTask?.cancel()
    try await postgres?.shutdown()
}

try await runBenchmark(Options(Array(CommandLine.arguments.dropFirst())))
