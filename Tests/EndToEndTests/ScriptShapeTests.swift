import Foundation
import Testing

/// One shape for scripts (issue 43 §1), through the real binary: an empty answer for a day that may not have
/// settled is never kept, every JSON document says its type, an empty answer follows one rule, and a company's
/// filmography is its titles.
@Suite("boxoffice end to end: one shape for scripts", .serialized)
struct ScriptShapeTests {
    static var history: URL { RealArchive.history }

    /// 10:00 KST on 2024-01-10: yesterday, 2024-01-09, settles at noon. The real-history stand-in answers any day it
    /// does not hold (after 2022) with an empty list, as KOBIS does before it has the figures.
    @Test(.enabled(if: RealArchive.available, "../shared/kobis/history is absent"))
    func anEmptyAnswerForADayNotYetSettledIsNeverKept() async throws {
        let standIn = try StandIn(["--real-history", ScriptShapeTests.history.path])
        let home = temporaryFolder("unsettled")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = RealArchive.environment(standIn, home: home, now: "2024-01-10T01:00:00Z")
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        for _ in 0..<2 {
            let result = try await session.call("daily_box_office", [:])
            #expect(result["isError"] as? Bool == true, "no ranking yet: \(result)")
        }
        session.close()
        _ = await session.exitStatus()
        #expect(standIn.requests.count == 2, "each call asks KOBIS again: \(standIn.requests)")
        for _ in 0..<2 {
            let run = try await runBoxOffice(["daily"], environment: environment)
            #expect(run.status == 66 && run.stdout.isEmpty, "\(run.stderr)")
        }
        #expect(standIn.requests.count == 4, "and so does each run: \(standIn.requests)")
    }

    /// Every JSON document starts with its type: the quota, a note, a sync's summary among them.
    @Test func everyJSONDocumentSaysItsType() async throws {
        let home = temporaryFolder("types")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_CACHE_HOME": home.path + "/cache", "XDG_STATE_HOME": home.path + "/state",
            "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config",
        ]
        let commands: [([String], String)] = [
            (["usage", "--demo", "-f", "json"], "usage"),
            (["note", "add", "20239002", "-s", "4", "--demo", "-f", "json"], "note"),
            (["daily", "--demo", "-f", "json"], "daily"),
            (["records", "--kind", "fast-5m", "--demo", "-f", "json"], "records"),
            (["search", "바다다다", "--demo", "-f", "json"], "search"),
        ]
        for (arguments, type) in commands {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            #expect(document?["type"] as? String == type, "\(arguments): \(run.stdout)")
            #expect(run.stdout.hasPrefix("{\n  \"type\": "), "the type comes first: \(arguments)")
        }
    }

    /// A question that ran and matched nothing is an answer (0, count 0, a note on stderr); one with nothing to
    /// answer from is 66 with nothing on stdout (docs/json.md, "Empty answers").
    @Test func anEmptyAnswerFollowsOneRule() async throws {
        let home = temporaryFolder("empty-rule")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_CACHE_HOME": home.path + "/cache", "XDG_STATE_HOME": home.path + "/state"]
        for arguments in [
            ["search", "바다다다", "--demo", "-f", "json"], ["records", "--kind", "fast-5m", "--demo", "-f", "json"],
        ] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.contains("\"count\": 0"), "\(arguments): \(run.stdout)")
            #expect(!run.stderr.isEmpty, "a note says why: \(arguments)")
        }
        for arguments in [["daily", "-d", "2023-07-01", "--demo", "-f", "json"], ["movie", "99999999", "--demo"]] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 66 && run.stdout.isEmpty, "\(arguments): \(run.status) \(run.stderr)")
        }
    }

    /// "광해, 왕이 된 남자" is one film: text joins a filmography with " · ", JSON gives the titles.
    @Test func aFilmographyWithACommaInATitleReadsAsItsFilms() async throws {
        let text = try await runBoxOffice(["companies", "CJ", "--demo"])
        #expect(text.stdout.contains("광해, 왕이 된 남자 · 더 문 · "), "\(text.stdout)")
        let json = try await runBoxOffice(["companies", "CJ", "--demo", "-f", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let films = (document?["companies"] as? [[String: Any]])?.first?["films"] as? [String]
        #expect(films?.count == 4 && films?.first == "광해, 왕이 된 남자", "\(films ?? [])")
    }
}
