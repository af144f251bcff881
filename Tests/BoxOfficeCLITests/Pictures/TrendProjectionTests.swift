import Foundation
import KobisKit
import Testing

@testable import BoxOfficeCLI

/// A forecast drawn past a run's last day: a dashed band (the interval) and a dashed expected line going on from the
/// run, its milestones marked with their expected D+N, a legend that says it is a forecast, and text escaped. The
/// picture checker (Tests/EndToEndTests/Interop/check_pictures.py, headless Chromium) sees it as it sees the others.
@Suite("Pictures: a forecast past the last day")
struct TrendProjectionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// 20 days of a run released on 2025-03-05 (a Wednesday), 200,000 a day less 5,000 a day.
    static func series(title: String = "천만 관객 영화") -> TrendSeries {
        let release = KobisDate(year: 2025, month: 3, day: 5)!
        var total: Int64 = 0
        let points = (0..<20).map { day -> TrendPoint in
            let audience = Int64(200_000 - 5_000 * day)
            total += audience
            return TrendPoint(
                date: release.adding(days: day),
                entry: DailyBoxOfficeEntry(
                    rank: 1, rankChange: .same, movieCode: "20980001", title: title, audience: audience,
                    audienceTotal: total, sales: audience * 10_000, salesTotal: total * 10_000, screens: 1000,
                    shows: 5000))
        }
        return TrendSeries(
            movie: MovieDetail(code: "20980001", title: title, openDate: release), points: points, from: release,
            to: points[points.count - 1].date)
    }

    /// 30 days past the last (its cumulative 3,050,000): 100,000 a day less 2,000 a day, the interval widening;
    /// 4 million expected on D+31 (2025-04-04).
    static func projection(after series: TrendSeries) -> TrendProjection {
        let last = series.points[series.points.count - 1]
        var expected = last.entry!.audienceTotal!
        let points = (1...30).map { day -> TrendProjection.Point in
            expected += Int64(100_000 - 2_000 * day)
            let spread = Int64(day) * 15_000
            return .init(
                date: last.date.adding(days: day), low: expected - spread, expected: expected, high: expected + spread)
        }
        return TrendProjection(
            points: points, milestones: [.init(value: 4_000_000, date: KobisDate(year: 2025, month: 4, day: 4)!)])
    }

    func svg(_ chart: LineChart) -> String { chart.svg(width: 1200, height: 675, theme: .light) }

    @Test func theCumulativeChartGoesOnDashedWithTheIntervalAndTheMilestoneAhead() {
        let series = TrendProjectionTests.series()
        let projection = TrendProjectionTests.projection(after: series)
        let chart = TrendPictures.chart(
            series, metric: .audience, cumulative: true, source: "kobis", projection: projection)
        #expect(chart.columns.count == 50)
        #expect(chart.columns.last == "04-23")
        let picture = svg(chart)
        #expect(picture.contains("fill-opacity=\"0.12\""), "the band")
        #expect(picture.components(separatedBy: "stroke-dasharray=\"6 4\"").count - 1 == 3, "low, high, expected")
        #expect(picture.contains(">400만 D+31 예상</text>"))
        #expect(picture.contains(">예측: 80% 구간과 예상 (KOBIS 집계 아님)</text>"))
        #expect(picture.contains("예측: 2025-04-23까지 누적 5,120,000명 예상(4,670,000~5,570,000명, 80% 구간)"))
        let english = Label.$language.withValue(.en) {
            svg(
                TrendPictures.chart(
                    series, metric: .audience, cumulative: true, source: "kobis", projection: projection))
        }
        #expect(english.contains(">4 million day 31 expected</text>"))
        #expect(english.contains(">Forecast: 80% interval and expected (not KOBIS figures)</text>"))
    }

    @Test func withoutAProjectionOrOnADailyChartThePictureIsAsBefore() {
        let series = TrendProjectionTests.series()
        let projection = TrendProjectionTests.projection(after: series)
        let plain = svg(TrendPictures.chart(series, metric: .audience, cumulative: true, source: "kobis"))
        #expect(!plain.contains("stroke-dasharray") && !plain.contains("예측"))
        let daily = svg(
            TrendPictures.chart(series, metric: .audience, cumulative: false, source: "kobis", projection: projection))
        #expect(!daily.contains("예측"), "a forecast of the cumulative is not drawn on the daily audience")
        // Days up to the last are the run's, never the forecast's.
        let stale = TrendProjection(
            points: projection.points.map {
                .init(date: $0.date.adding(days: -30), low: $0.low, expected: $0.expected, high: $0.high)
            }, milestones: projection.milestones)
        let none = TrendPictures.chart(
            series, metric: .audience, cumulative: true, source: "kobis", projection: stale)
        #expect(!svg(none).contains("예측"))
    }

    @Test func aTitleWithMarkupStaysText() {
        let series = TrendProjectionTests.series(title: "<script>alert(1)</script> & \"B\"")
        let picture = svg(
            TrendPictures.chart(
                series, metric: .audience, cumulative: true, source: "kobis",
                projection: TrendProjectionTests.projection(after: series)))
        #expect(!picture.contains("<script>"))
        #expect(picture.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;"))
    }

    /// Python that imports html5lib (the MCP venv, or the system's) and Chromium: required under CI.
    static let python: String? = [
        root.appendingPathComponent(".build/mcp-venv/bin/python").path, "/usr/bin/python3", "/usr/local/bin/python3",
    ].first { path in
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: path)
        probe.arguments = ["-c", "import html5lib"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let canSee = python != nil && chromium != nil
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The picture and its page, in both themes, through the checker: inert, every text inside, no label met or
    /// crossed, ticks regular, not blank.
    @Test(.enabled(if: canSee || inCI, "Chromium or Python's html5lib is not installed (.ci/run installs both)"))
    func theCheckerSeesTheForecastAsItSeesEveryPicture() async throws {
        let python = try #require(TrendProjectionTests.python)
        let folder = TrendProjectionTests.root.appendingPathComponent(".build/pictures/projection")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let series = TrendProjectionTests.series()
        let chart = TrendPictures.chart(
            series, metric: .audience, cumulative: true, source: "kobis",
            projection: TrendProjectionTests.projection(after: series))
        let answer = TrendAnswers.answer(
            movieCode: "20980001", title: series.title, metric: .audience, cumulative: true, points: series.points,
            milestones: series.milestones, run: series.run)
        var files: [URL] = []
        for (name, theme) in [("light", Theme.light), ("dark", Theme.dark)] {
            let svg = folder.appendingPathComponent("projection-\(name).svg")
            let drawn = chart.svg(width: 1200, height: 675, theme: theme)
            #expect(drawn.contains(">400만 D+31 예상</text>"), "the checker sees the forecast")
            try Data(drawn.utf8).write(to: svg)
            let page = folder.appendingPathComponent("projection-\(name).html")
            try Data(
                TrendPictures.page(chart, answer: answer, source: "kobis", size: .standard, theme: theme).utf8
            ).write(to: page)
            files += [svg, page]
        }
        let output = folder.appendingPathComponent("checker.out")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments =
            [
                TrendProjectionTests.root.appendingPathComponent("Tests/EndToEndTests/Interop/check_pictures.py").path,
                folder.appendingPathComponent("png").path,
            ] + files.map(\.path)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        let errors = folder.appendingPathComponent("checker.err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        let status: Int32 = try await withCheckedThrowingContinuation { done in
            process.terminationHandler = { done.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { done.resume(throwing: error) }
        }
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        #expect(status == 0 || status == 1, "the checker failed (\(status)): \(said)")
        let results = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(results.count == files.count)
        for result in results {
            #expect((result["problems"] as? [String]) == [], "\(result["file"] ?? "?"): \(result["problems"] ?? "")")
            #expect((result["textsMeasured"] as? Int ?? 0) > 0)
            #expect(((result["png"] as? [Int])?.last ?? 0) >= 3, "\(result["file"] ?? "?") looks blank")
        }
    }
}
