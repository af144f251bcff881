import Foundation
import Testing

/// The sample's edges through the real binary: a film that opened before the sample is charted from the sample's
/// first day, a top list over days the sample does not hold is a gap (66) and never an empty success, and a list
/// partly outside it says so.
@Suite("boxoffice end to end: the sample's edges", .speaking("en"))
struct SampleEdgesTests {
    func demo(_ arguments: [String]) async throws -> RunResult {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("edges-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        return try await runBoxOffice(arguments + ["--demo"], environment: ["HOME": home.path])
    }

    @Test(.speaking("ko")) func aFilmThatOpenedBeforeTheSampleIsChartedFromItsFirstDay() async throws {
        // 20239017 opened on 2023-07-12 and is ranked every day of the sample (2023-08-01 to 2023-08-31).
        let trend = try await demo(["trend", "20239017", "-f", "json"])
        #expect(trend.status == 0, "\(trend.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(trend.stdout.utf8)) as? [String: Any])
        #expect(object["from"] as? String == "2023-08-01")
        let milestones = try await demo(["milestones", "20239017"])
        #expect(milestones.status == 0, "\(milestones.stderr)")
        // Its 1 and 2 million fell before the sample: none passed inside it, and it is not "not yet 1 million".
        #expect(milestones.stdout.contains("이 기간에 넘은 기록 없음"))
        #expect(!milestones.stdout.contains("아직 100만"))
    }

    @Test func aTopListOverDaysTheSampleDoesNotHoldIsAGap() async throws {
        let run = try await demo(["top", "--month", "2023-07", "-f", "json"])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("the sample has no ranking from 2023-07-01 to 2023-07-31"))
    }

    @Test func aTopListPartlyOutsideTheSampleSaysHowMuch() async throws {
        let run = try await demo(["top", "--from", "2023-07-20", "--to", "2023-08-02", "-f", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("12 of the 14 rankings asked for fall outside it"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((object["entries"] as? [Any])?.isEmpty == false)
    }

    @Test func theTrendChartNamesTheOutOfTopTenMarkOnlyWhenADayHasIt() async throws {
        let always = try await demo(["trend", "20239001", "--color", "never"])
        #expect(always.status == 0, "\(always.stderr)")
        #expect(!always.stdout.contains("10위 밖: KOBIS"), "ranked on every day: no mark to explain")
        let short = try await demo(["trend", "20239008", "--color", "never"])
        #expect(short.stdout.contains("08-30"), "a two-day run still dates its axis")
    }

    /// A window the film was never ranked in, when days it was ranked are held elsewhere (as a re-release's): the
    /// sentence says when, and names the flag (or the tool's argument) that reaches them, in both languages.
    @Test func aWindowWithoutTheFilmOffersTheFlagThatReachesItsRankedDays() async throws {
        let window = ["20239001", "--from", "2023-08-01", "--to", "2023-08-05"]
        for command in ["trend", "milestones"] {
            let english = try await demo([command] + window)
            #expect(english.status == 66 && english.stdout.isEmpty, "\(english.stderr)")
            #expect(
                english.stderr.hasSuffix(
                    "so there is no run to draw; it was in the top 10 from 2023-08-08 to 2023-08-31, which --from "
                        + "2023-08-08 --to 2023-08-31 shows\n"), "\(english.stderr)")
            let korean = try await demo([command] + window + ["--lang", "ko"])
            #expect(korean.status == 66, "\(korean.stderr)")
            #expect(korean.stderr.contains("집계하므로 (2023-08-01 ~ 2023-08-31) 보여 줄"), "\(korean.stderr)")
            #expect(korean.stderr.hasSuffix("--from 2023-08-08 --to 2023-08-31로 그 상영을 볼 수 있습니다\n"), "\(korean.stderr)")
        }
        let home = temporaryFolder("edges-mcp")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try MCPSession(["--demo"], environment: ["HOME": home.path])
        _ = try await session.initialize()
        for tool in ["movie_trend", "movie_milestones"] {
            let result = try await session.call(tool, ["movie": "20239001", "from": "2023-08-01", "to": "2023-08-05"])
            let text = ((result["content"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
            #expect(result["isError"] as? Bool == true, "\(tool): \(result)")
            let advice = "from을 2023-08-08, to를 2023-08-31로 주면 그 상영을 볼 수 있습니다"
            #expect(text.first?.hasSuffix(advice) == true, "\(tool): \(text)")
        }
        session.close()
        _ = await session.exitStatus()
    }
}
