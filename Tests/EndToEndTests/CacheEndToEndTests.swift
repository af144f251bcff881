import Foundation
import Testing

/// The file cache, through the real binary.
@Suite("boxoffice end to end: cache", .speaking("en"))
struct CacheEndToEndTests {
    func setUp(_ extra: [String] = []) throws -> (StandIn, [String: String], URL) {
        let standIn = try StandIn(["--movie", Paths.fixture("movieinfo_20230002_two_directors.json")] + extra)
        let cache = temporaryFolder("cache")
        return (standIn, standIn.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }, cache)
    }

    @Test func aWarmRunSendsNothingAndNoCacheFetchesAgain() async throws {
        let (standIn, environment, cache) = try setUp()
        defer { try? FileManager.default.removeItem(at: cache) }
        // TSV: the data alone (JSON also says whether the cache answered).
        let arguments = ["daily", "--date", "20240101", "--details", "--format", "tsv"]
        let cold = try await runBoxOffice(arguments, environment: environment)
        #expect(cold.status == 0)
        #expect(standIn.requests.count == 6)
        let warm = try await runBoxOffice(arguments, environment: environment)
        #expect(warm.stdout == cold.stdout)
        #expect(standIn.requests.count == 6)
        _ = try await runBoxOffice(arguments + ["--no-cache"], environment: environment)
        #expect(standIn.requests.count == 12)
        _ = try await runBoxOffice(arguments + ["--refresh"], environment: environment)
        #expect(standIn.requests.count == 18)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("boxoffice").path)
        #expect(files.count == 6)
        for name in files {
            let data = try Data(contentsOf: cache.appendingPathComponent("boxoffice/\(name)"))
            #expect(!String(decoding: data, as: UTF8.self).contains(testKey))
            #expect(!name.hasSuffix(".tmp"))
        }
    }

    @Test func garbageInEveryCacheFileIsIgnoredAndReplaced() async throws {
        let (standIn, environment, cache) = try setUp()
        defer { try? FileManager.default.removeItem(at: cache) }
        let arguments = ["daily", "--date", "20240101", "--details"]
        let first = try await runBoxOffice(arguments, environment: environment)
        let folder = cache.appendingPathComponent("boxoffice")
        for (index, name) in try FileManager.default.contentsOfDirectory(atPath: folder.path).enumerated() {
            let garbage: Data =
                index % 2 == 0 ? Data("garbage \(index)".utf8) : Data((0..<64).map { _ in UInt8.random(in: 0...255) })
            try garbage.write(to: folder.appendingPathComponent(name))
        }
        let again = try await runBoxOffice(arguments, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == first.stdout)
        #expect(standIn.requests.count == 12)
        _ = try await runBoxOffice(arguments, environment: environment)
        #expect(standIn.requests.count == 12, "the replaced files are warm again")
    }

    @Test func aFaultIsNeverCached() async throws {
        let (standIn, environment, cache) = try setUp(["--fault", "320011"])
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(try await runBoxOffice(["daily", "--date", "20240101"], environment: environment).status == 75)
        let folder = cache.appendingPathComponent("boxoffice").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty)
        withExtendedLifetime(standIn) {}
    }

    @Test(.speaking("ko")) func aReadOnlyOrMissingCacheFolderStillAnswers() async throws {
        let (standIn, environment, cache) = try setUp()
        defer { try? FileManager.default.removeItem(at: cache) }
        let readOnly = cache.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: readOnly.path) }
        let blocker = cache.appendingPathComponent("a-file")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8)))
        for folder in [
            readOnly.path, blocker.appendingPathComponent("below-a-file").path,
            cache.appendingPathComponent("a/b/c").path,
        ] {
            let run = try await runBoxOffice(
                ["daily", "--date", "20240101"], environment: environment.merging(["XDG_CACHE_HOME": folder]) { $1 })
            #expect(run.status == 0, "\(folder): \(run.stderr)")
            #expect(run.stdout.contains("겨울 바다의 노래"))
        }
        withExtendedLifetime(standIn) {}
    }

    @Test func eightParallelRunsAgreeAndLeaveTheCacheWarm() async throws {
        let (standIn, environment, cache) = try setUp(["--latency-ms", "30"])
        defer { try? FileManager.default.removeItem(at: cache) }
        // TSV: the data alone (JSON also says whether the cache answered).
        let arguments = ["daily", "--date", "20240101", "--details", "--format", "tsv"]
        let outputs = await withTaskGroup(of: RunResult?.self) { group in
            for _ in 0..<8 { group.addTask { try? await runBoxOffice(arguments, environment: environment) } }
            var all: [RunResult] = []
            for await run in group { if let run { all.append(run) } }
            return all
        }
        #expect(outputs.count == 8)
        #expect(outputs.allSatisfy { $0.status == 0 })
        #expect(Set(outputs.map(\.stdout)).count == 1)
        let before = standIn.requests.count
        let warm = try await runBoxOffice(arguments, environment: environment)
        #expect(warm.stdout == outputs[0].stdout)
        #expect(standIn.requests.count == before)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("boxoffice").path)
        #expect(files.allSatisfy { $0.hasSuffix(".cache") })
    }

    @Test(.speaking("ko")) func cachePathAndClear() async throws {
        let (standIn, environment, cache) = try setUp()
        defer { try? FileManager.default.removeItem(at: cache) }
        defer { withExtendedLifetime(standIn) {} }
        let path = try await runBoxOffice(["cache", "path"], environment: environment)
        #expect(path.stdout == cache.appendingPathComponent("boxoffice").path + "\n")
        let fetched = try await runBoxOffice(["daily", "--date", "20240101"], environment: environment)
        #expect(fetched.status == 0, "\(fetched.stderr)")
        let clear = try await runBoxOffice(["cache", "clear"], environment: environment)
        #expect(clear.status == 0)
        #expect(clear.stderr.contains("캐시된 답 1개를 지웠습니다"))
        #expect(clear.stdout.isEmpty)
        let relative = try await runBoxOffice(
            ["cache", "path"], environment: environment.merging(["XDG_CACHE_HOME": "relative/dir"]) { $1 })
        #expect(relative.stdout.hasSuffix("/.cache/boxoffice\n"))
    }
}
