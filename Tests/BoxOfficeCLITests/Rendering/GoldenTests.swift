import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// Exact expected output, byte for byte, for every layout and format at 40, 80 and 120 columns, on the
/// repository's own fixture days. Rewrite them all with `Scripts/update-golden`, then read the diff.
@Suite("Golden files")
struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    static let updating = ProcessInfo.processInfo.environment["BOXOFFICE_UPDATE_GOLDEN"] == "1"
    static let widths: [Int?] = [40, 60, 80, 120, nil]

    static let days: [(name: String, fixture: String, date: KobisDate)] = [
        ("quirks", "daily_20240101_quirks.json", KobisDate(year: 2024, month: 1, day: 1)!),
        ("ten", "daily_20240103_ten.json", KobisDate(year: 2024, month: 1, day: 3)!),
        ("hostile", "daily_20240105_hostile_text.json", KobisDate(year: 2024, month: 1, day: 5)!),
    ]

    func check(_ text: String, _ name: String) throws {
        let file = GoldenTests.folder.appendingPathComponent(name)
        if GoldenTests.updating {
            try FileManager.default.createDirectory(at: GoldenTests.folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        let expected = try #require(
            try? Data(contentsOf: file), "missing golden file \(name): run Scripts/update-golden")
        #expect(
            Data(text.utf8) == expected,
            "\(name) differs from its golden file: run Scripts/update-golden and read the diff")
    }

    static func label(_ width: Int?) -> String { width.map { "\($0)" } ?? "piped" }

    func details(for box: DailyBoxOffice) throws -> [String: MovieDetail] {
        [box.entries[0].movieCode: try Fixtures.movie()]
    }

    @Test(arguments: days.map(\.name))
    func dailyText(day: String) throws {
        let spec = GoldenTests.days.first { $0.name == day }!
        let box = try DecodingManager().ranking(from: Fixtures.data(spec.fixture), date: spec.date)
        for width in GoldenTests.widths {
            for layout in Layout.allCases {
                for withDetails in [false, true] {
                    let text = render(
                        ranking(box, details: withDetails ? try details(for: box) : nil), format: .text, layout: layout,
                        width: width, style: Style(enabled: false))
                    try check(
                        text,
                        "daily-\(day)-\(layout.rawValue)\(withDetails ? "-details" : "")-\(GoldenTests.label(width)).txt"
                    )
                }
            }
        }
    }

    /// Machine formats do not depend on the width: one golden file each, and every width must match it.
    @Test(arguments: days.map(\.name))
    func dailyMachineFormats(day: String) throws {
        let spec = GoldenTests.days.first { $0.name == day }!
        let box = try DecodingManager().ranking(from: Fixtures.data(spec.fixture), date: spec.date)
        for format in [OutputFormat.json, .tsv, .csv] {
            for withDetails in [false, true] {
                let outputs = try GoldenTests.widths.map { width in
                    render(
                        ranking(box, details: withDetails ? try details(for: box) : nil), format: format, layout: .list,
                        width: width, style: Style(enabled: false))
                }
                #expect(Set(outputs).count == 1)
                try check(outputs[0], "daily-\(day)\(withDetails ? "-details" : "").\(format.rawValue)")
            }
        }
    }

    @Test func movieSheets() throws {
        let movie = try Fixtures.movie()
        for width in GoldenTests.widths {
            for layout in Layout.allCases {
                let text = render(movie, format: .text, layout: layout, width: width, style: Style(enabled: false))
                try check(text, "movie-\(layout.rawValue)-\(GoldenTests.label(width)).txt")
            }
        }
        for format in [OutputFormat.json, .tsv, .csv] {
            try check(
                render(movie, format: format, layout: .list, width: 80, style: Style(enabled: false)),
                "movie.\(format.rawValue)")
        }
    }

    /// The other services' views: searches, a weekly ranking with filters, code lists, a person and a company.
    @Test func otherServices() throws {
        let movies = (0..<6).map { index in
            MovieSummary(
                code: "2023\(1000 + index)",
                title: ["밀수", "콘크리트 유토피아", "A Very Long Foreign Title That Wraps", "잠", "더 문", "비공식작전"][index],
                titleEnglish: index % 2 == 0 ? "Title \(index)" : nil, productionYear: 2023,
                openDate: KobisDate(year: 2023, month: 7 + index % 3, day: 1 + index),
                type: "장편", status: "개봉", nations: index == 2 ? ["미국", "영국"] : ["한국"], genres: ["드라마"],
                directors: index == 3 ? [] : ["감독 \(index)"], companies: [])
        }
        let codes = try DecodingManager().codes(from: Fixtures.data("codes_2204.json"))
        let person = try DecodingManager().personDetail(
            from: Fixtures.data("peopleinfo_10031641.json"), requestedCode: "10031641")
        let people = [
            PersonSummary(
                code: "10000558", name: "강동원", nameEnglish: "KANG Dong-won", role: "배우", films: ["검은 사제들", "전우치"]),
            PersonSummary(code: "20363775", name: "강동원", nameEnglish: nil, role: "스탭", films: []),
        ]
        let companies = try DecodingManager().companySearch(
            from: Data(
                #"{"companyListResult":{"totCnt":2,"companyList":[{"companyCd":"2013214","companyNm":"옛 영화사","companyNmEn":"","companyPartName":"제작사","ceoNm":"","filmoNames":""},{"companyCd":"20188621","companyNm":"(주)미디어테라스","companyNmEn":"","companyPartNames":"제작사,배급사","ceoNm":"강선영","filmoNames":"가을 우체국|네루다"}],"source":"영화진흥위원회"}}"#
                    .utf8),
            query: CompanyQuery(name: "영화")
        ).companies
        var weekly = try DecodingManager().ranking(
            from: Fixtures.data("weekend_20240107.json"), date: KobisDate(year: 2024, month: 1, day: 7)!)
        weekly.entries = Array(weekly.entries.prefix(3))
        let weeklyView = ranking(
            weekly, period: .weekend,
            filters: RankingFilters(
                region: Code(code: "0105001", name: "서울시"), nation: .korean, category: nil, limit: 3))
        let personAnswer = RecordAnswers.answer(RecordSheet(person, provenance: nil))
        for width in GoldenTests.widths {
            for layout in Layout.allCases {
                let style = Style(enabled: false)
                let label = "\(layout.rawValue)-\(GoldenTests.label(width))"
                try check(
                    render(
                        ListAnswer(SearchAnswers.movies, heading: "영화 검색 · 총 6건 · 1/1쪽", values: [:], rows: movies),
                        format: .text, layout: layout, width: width, style: style), "search-\(label).txt")
                try check(
                    render(
                        ListAnswer(
                            SearchAnswers.people, heading: "인물 검색 '강동원' · 총 2건 · 1/1쪽", values: [:], rows: people),
                        format: .text, layout: layout, width: width, style: style), "people-\(label).txt")
                try check(
                    render(
                        ListAnswer(SearchAnswers.codes, heading: "국적 코드 (2204) · 13개", values: [:], rows: codes),
                        format: .text, layout: layout, width: width, style: style), "codes-\(label).txt")
                try check(
                    render(
                        personAnswer, films: person.films, format: .text, layout: layout, width: width, style: style),
                    "person-\(label).txt")
                try check(
                    render(weeklyView, format: .text, layout: layout, width: width, style: style),
                    "weekly-filtered-\(label).txt")
                let upcoming = movies.enumerated().map { UpcomingFilm(movie: $1, daysLeft: $0 + 1) }
                try check(
                    render(
                        ListAnswer(
                            SearchAnswers.upcoming, heading: "개봉 예정 · 2023-07-01 ~ 2023-09-30 · 6편", values: [:],
                            rows: upcoming), format: .text, layout: layout, width: width, style: style),
                    "upcoming-\(label).txt")
                try check(
                    render(
                        ListAnswer(
                            SearchAnswers.companies, heading: "회사 검색 · 총 2건 · 1/1쪽", values: [:], rows: companies),
                        format: .text, layout: layout, width: width, style: style), "companies-\(label).txt")
            }
        }
        for format in [OutputFormat.json, .tsv, .csv] {
            let style = Style(enabled: false)
            try check(
                render(
                    ListAnswer(SearchAnswers.movies, heading: "", values: [:], rows: movies), format: format,
                    layout: .list, width: 80, style: style), "search.\(format.rawValue)")
            try check(
                render(personAnswer, films: person.films, format: format, layout: .list, width: 80, style: style),
                "person.\(format.rawValue)")
            try check(
                render(weeklyView, format: format, layout: .list, width: 80, style: style),
                "weekly-filtered.\(format.rawValue)")
        }
    }

    /// A film's run: 60 days with a two-day gap and a week out of the top 10 at the end.
    static var trendPoints: [TrendPoint] {
        let start = KobisDate(year: 2023, month: 8, day: 9)!
        return (0..<60).map { day in
            let date = start.adding(days: day)
            guard !(day == 12 || day == 13 || day >= 53) else { return TrendPoint(date: date, entry: nil) }
            let scale: Int = day < 4 ? 1500 + day * 900 : 1100
            let audience = Int64(2000 + (60 - day) * scale)
            var running = 0
            for past in 0...day { running += 2000 + (60 - past) * 1100 }
            let total = Int64(running)
            return TrendPoint(
                date: date,
                entry: DailyBoxOfficeEntry(
                    rank: min(10, 1 + day / 6), rankChange: .same, movieCode: "20239002",
                    title: "콘크리트 유토피아", audience: audience, audienceTotal: total,
                    sales: audience * 11000, screens: 1200 - 15 * day, shows: 5000 - 60 * day))
        }
    }

    @Test func trendCharts() throws {
        for metric in [TrendMetric.audience, .rank] {
            for cumulative in metric == .audience ? [false, true] : [false] {
                let view = TrendView(
                    movieCode: "20239002", title: "콘크리트 유토피아", metric: metric, cumulative: cumulative,
                    points: GoldenTests.trendPoints, milestones: GoldenTests.trendSeries.milestones,
                    run: GoldenTests.trendSeries.run)
                let name = "trend-\(metric.rawValue)\(cumulative ? "-cumulative" : "")"
                for width in [40, 80, 120] {
                    try check(
                        render(view, format: .text, width: width, style: Style(enabled: false)), "\(name)-\(width).txt")
                }
                for format in [OutputFormat.json, .jsonl, .csv] {
                    try check(
                        render(view, format: format, width: 80, style: Style(enabled: false)),
                        "\(name).\(format.rawValue)")
                }
            }
        }
    }

    /// The golden run as a series: released on its first day.
    static var trendSeries: TrendSeries {
        let points = trendPoints
        return TrendSeries(
            movie: MovieDetail(code: "20239002", title: "콘크리트 유토피아", openDate: points[0].date), points: points,
            from: points[0].date, to: points[points.count - 1].date)
    }

    /// A second run for side by side: a longer title, released a week later, out of the top 10 on day 5 while it
    /// crosses a million.
    static var secondSeries: TrendSeries {
        let start = KobisDate(year: 2023, month: 8, day: 16)!
        var total: Int64 = 0
        let points = (0..<40).map { day -> TrendPoint in
            let date = start.adding(days: day)
            let audience = Int64(230_000 - day * 6_000)
            total += audience
            guard day != 4 && day < 36 else { return TrendPoint(date: date, entry: nil) }
            return TrendPoint(
                date: date,
                entry: DailyBoxOfficeEntry(
                    rank: 1 + day / 5, rankChange: .same, movieCode: "20239001",
                    title: "오펜하이머: 아주 긴 부제가 붙은 특별판", audience: audience,
                    audienceTotal: total, sales: audience * 12000, screens: 1500,
                    shows: 6000))
        }
        return TrendSeries(
            movie: MovieDetail(code: "20239001", title: "오펜하이머: 아주 긴 부제가 붙은 특별판", openDate: start),
            points: points, from: start, to: points[points.count - 1].date)
    }

    /// The text of `top`, `milestones` and a two-film `trend`, at 60, 80 and 120 columns; and their machine forms.
    @Test func topMilestonesAndSideBySide() throws {
        let style = Style(enabled: false)
        let titles = ["천만 관객 영화", "오펜하이머: 아주 긴 부제가 붙은 특별판", "Mission: Impossible – Dead Reckoning Part One", "밀수", "잠"]
        let films = titles.enumerated().map { index, title in
            TopFilm(
                rank: index + 1, movieCode: "2023\(9001 + index)", title: title,
                audience: Int64(15_300_000 / (index + 1)),
                sales: Int64(153_000_000_000 / (index + 1)), timesInTopTen: 50 - index * 7, bestRank: 1 + index / 2,
                bestRankDate: KobisDate(year: 2023, month: 3 + index, day: 5)!,
                openDate: index == 4 ? nil : KobisDate(year: 2023, month: 3 + index, day: 5),
                audienceTotal: Int64(15_300_000 / (index + 1)) + Int64(index * 1234),
                lastRankedDate: KobisDate(year: 2023, month: 5 + index, day: 1)!)
        }
        let top = TopAnswers.answer(
            films, request: TopRequest(.year(2023)),
            targets: [
                .day(KobisDate(year: 2023, month: 1, day: 1)!), .day(KobisDate(year: 2023, month: 12, day: 31)!),
            ],
            source: "kobis")
        let milestones = MilestoneAnswers.answer(GoldenTests.secondSeries, source: "kobis")
        let chart = ComparisonChart(
            series: [GoldenTests.trendSeries, GoldenTests.secondSeries], metric: .audience, cumulative: false,
            by: .release, showsRun: true)
        let compared = ComparisonAnswers.answer(
            [GoldenTests.trendSeries, GoldenTests.secondSeries], metric: .audience, cumulative: false,
            by: .release)
        let byDate = ComparisonChart(
            series: [GoldenTests.trendSeries, GoldenTests.secondSeries], metric: .rank, cumulative: false, by: .date)
        for width in [60, 80, 120] {
            try check(render(top, format: .text, layout: .list, width: width, style: style), "top-\(width).txt")
            try check(
                render(milestones, format: .text, layout: .list, width: width, style: style), "milestones-\(width).txt")
            try check(
                Renderer.render(compared, format: .text) {
                    chart.chart(width: width, style: style).joined(separator: "\n") + "\n"
                },
                "trend-two-\(width).txt")
        }
        try check(byDate.chart(width: 80, style: style).joined(separator: "\n") + "\n", "trend-two-rank-by-date-80.txt")
        try check(
            chart.chart(width: 80, style: Style(enabled: true)).joined(separator: "\n") + "\n", "trend-two-color-80.txt"
        )
        for format in [OutputFormat.json, .csv, .markdown] {
            try check(render(top, format: format, layout: .list, width: 80, style: style), "top.\(format.rawValue)")
            try check(
                render(milestones, format: format, layout: .list, width: 80, style: style),
                "milestones.\(format.rawValue)")
            try check(Renderer.render(compared, format: format) { "" }, "trend-two.\(format.rawValue)")
        }
    }

    /// What had no golden file before the command layer was rebuilt.
    @Test func moreFormatsAndViews() throws {
        let style = Style(enabled: false)
        let company = try DecodingManager().companyDetail(
            from: Fixtures.data("companyinfo_20188621.json"), requestedCode: "20188621")
        let person = try DecodingManager().personDetail(
            from: Fixtures.data("peopleinfo_10031641.json"), requestedCode: "10031641")
        let companyAnswer = RecordAnswers.answer(RecordSheet(company, provenance: nil))
        let personAnswer = RecordAnswers.answer(RecordSheet(person, provenance: nil))
        for width in GoldenTests.widths {
            for layout in Layout.allCases {
                try check(
                    render(
                        companyAnswer, films: company.films, format: .text, layout: layout, width: width, style: style),
                    "company-\(layout.rawValue)-\(GoldenTests.label(width)).txt")
            }
        }
        for format in [OutputFormat.json, .tsv, .csv, .markdown] {
            try check(
                render(companyAnswer, films: company.films, format: format, layout: .list, width: 80, style: style),
                "company.\(format.rawValue)")
        }
        let box = try DecodingManager().ranking(
            from: Fixtures.data("daily_20240103_ten.json"), date: KobisDate(year: 2024, month: 1, day: 3)!)
        for format in [OutputFormat.markdown, .jsonl] {
            try check(
                render(ranking(box), format: format, layout: .list, width: 80, style: style),
                "daily-ten.\(format.rawValue)")
        }
        try check(
            render(try Fixtures.movie(), format: .markdown, layout: .list, width: 80, style: style), "movie.markdown")
        try check(
            render(personAnswer, films: person.films, format: .markdown, layout: .list, width: 80, style: style),
            "person.markdown")
        let weekly = try DecodingManager().ranking(
            from: Fixtures.data("weekly_20240107_0.json"), date: KobisDate(year: 2024, month: 1, day: 7)!)
        let view = ranking(weekly, period: .week)
        for width in [40, 80] as [Int?] + [nil] {
            try check(
                render(view, format: .text, layout: .list, width: width, style: style),
                "weekly-list-\(GoldenTests.label(width)).txt")
        }
        for format in [OutputFormat.json, .csv] {
            try check(render(view, format: format, layout: .list, width: 80, style: style), "weekly.\(format.rawValue)")
        }
        for metric in [TrendMetric.sales, .screens, .shows] {
            let trend = TrendView(
                movieCode: "20239002", title: "콘크리트 유토피아", metric: metric, cumulative: false,
                points: GoldenTests.trendPoints)
            try check(render(trend, format: .text, width: 80, style: style), "trend-\(metric.rawValue)-80.txt")
            try check(render(trend, format: .csv, width: 80, style: style), "trend-\(metric.rawValue).csv")
        }
    }

    @Test func colourIsGoldenToo() throws {
        let box = try Fixtures.daily()
        try check(
            render(ranking(box), format: .text, layout: .list, width: 80, style: Style(enabled: true)),
            "daily-quirks-list-color-80.txt")
    }
}
