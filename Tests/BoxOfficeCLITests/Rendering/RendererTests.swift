import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

@Suite("Renderers")
struct RendererTests {
    static let widths = [40, 80, 120]

    @Test(arguments: widths)
    func dailyListFitsAndAlignsItsColumns(width: Int) throws {
        let box = try Fixtures.daily()
        let lines = rankingText(box, details: nil, width: width, style: Style(enabled: false)).list()
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        // Rows after the heading and header end their audience figure at one column: they line up.
        let rows = Array(lines.dropFirst(2))
        #expect(rows.count == box.entries.count)
        let ends = rows.map { row -> Int in
            let figure = Formatting.grouped(box.entries[rows.firstIndex(of: row)!].audience)
            let prefix = row.components(separatedBy: figure).first!
            return DisplayWidth.of(prefix) + DisplayWidth.of(figure)
        }
        #expect(Set(ends).count == 1, "\(rows)")
    }

    @Test func aWideTerminalShowsTitlesWhole() throws {
        let box = try Fixtures.daily()
        let text = rankingText(box, details: nil, width: 120, style: Style(enabled: false)).list().joined()
        for entry in box.entries { #expect(text.contains(entry.title)) }
        #expect(!text.contains("…"))
    }

    @Test func aNarrowTerminalCutsTitlesWithAnEllipsis() throws {
        let box = try Fixtures.daily()
        let lines = rankingText(box, details: nil, width: 40, style: Style(enabled: false)).list()
        // 코드, 개봉일 and 변동 go first (관객 last); the title keeps at least 16 columns, then is cut.
        #expect(lines[1].hasPrefix("#  제목"))
        #expect(lines[2].hasPrefix("1  겨울 바다의 노래"))
        #expect(lines.joined().contains("…"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    /// Too narrow for both figures, the day's audience (what the ranking is ordered by) stays and the total goes.
    @Test func aVeryNarrowTerminalKeepsTheAudienceTheRankingIsOrderedBy() throws {
        let box = try Fixtures.daily()
        let lines = rankingText(box, details: nil, width: 34, style: Style(enabled: false)).list()
        #expect(lines[1].hasSuffix("관객") && !lines[1].contains("누적"), "\(lines)")
        #expect(lines[2].hasSuffix(Formatting.grouped(box.entries[0].audience)), "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 34 })
    }

    @Test func rankChangesAreShownAsArrowsDashAndNew() throws {
        let text = rankingText(try Fixtures.daily(), details: nil, width: 120, style: Style(enabled: false))
            .list().joined(separator: "\n")
        #expect(text.contains("▲14") && text.contains("▼3") && text.contains("NEW") && text.contains("–"))
        #expect(text.contains("70,123,456,789") == false)  // sales are not in the list
        #expect(text.contains("7,012,345"))
    }

    @Test(arguments: widths)
    func dailyGridFitsTheWidth(width: Int) throws {
        let box = try Fixtures.daily()
        let movie = try Fixtures.movie()
        let details = Dictionary(uniqueKeysWithValues: box.entries.map { ($0.movieCode, movie) })
        for withDetails in [false, true] {
            let lines = rankingText(
                box, details: withDetails ? details : nil, width: width, style: Style(enabled: true)
            ).grid()
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
            #expect(lines.joined().contains("1위"))
        }
    }

    @Test func theGridFlowsSeveralCardsAcrossAWideTerminal() throws {
        let lines = rankingText(try Fixtures.daily(), details: nil, width: 120, style: Style(enabled: false)).grid()
        #expect(lines[1].components(separatedBy: "╭").count - 1 >= 2)
    }

    @Test(arguments: widths)
    func detailsAddADimSecondLine(width: Int) throws {
        let box = try Fixtures.daily()
        let movie = try Fixtures.movie()
        let lines = rankingText(
            box, details: [box.entries[0].movieCode: movie], width: width, style: Style(enabled: false)
        ).list()
        #expect(lines.count == 2 + box.entries.count * 2)
        // The detail line keeps the genre's start at any width, and the whole genre from 50 columns.
        #expect(lines[3].contains(width >= 50 ? "애니메이션" : "애니"), "\(lines[3])")
        #expect(lines[5].contains(width >= 30 ? "상세 정보 없음" : "상세"), "\(lines[5])")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test(arguments: widths)
    func movieLayoutsFitAndShowEveryField(width: Int) throws {
        let renderer = movieSheet(try Fixtures.movie(), width: width, style: Style(enabled: false))
        for lines in [renderer.list(), renderer.grid()] {
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
            let text = lines.joined(separator: "\n")
            for label in [
                "영문 제목", "원제", "영화 코드", "제작연도", "개봉일", "상영시간", "제작상태", "유형", "국가", "장르",
                "감독", "출연", "상영형태", "관람등급", "배급사", "수입사", "제작사",
            ] {
                #expect(text.contains(label), "\(label) missing at \(width)")
            }
            #expect(text.contains("외 2명"))
        }
    }

    @Test func anEmptyMovieShowsDashesAndNeverCrashes() throws {
        let movie = MovieDetail(code: "20230099", title: "")
        for width in [1, 5, 10, 40, 80] {
            let renderer = movieSheet(movie, width: width, style: Style(enabled: false))
            for lines in [renderer.list(), renderer.grid()] {
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
            }
        }
        let text = movieSheet(movie, width: 80, style: Style(enabled: false)).list().joined(separator: "\n")
        #expect(text.contains("감독       -"))
        #expect(text.contains("회사       -"))
    }

    @Test func tinyTerminalsStillFit() throws {
        let box = try Fixtures.daily()
        for width in [1, 3, 8, 15, 20, 24] {
            let renderer = rankingText(box, details: nil, width: width, style: Style(enabled: false))
            #expect((renderer.list() + renderer.grid()).allSatisfy { DisplayWidth.of($0) <= width }, "width \(width)")
        }
    }

    @Test func offATerminalNothingIsCut() throws {
        let long = String(repeating: "아주 긴 제목 ", count: 20)
        var box = try Fixtures.daily()
        box.entries[0].title = long
        let list = rankingText(box, details: nil, width: nil, style: Style(enabled: false)).list().joined(
            separator: "\n")
        #expect(list.contains(long.trimmingCharacters(in: .whitespaces)))
        #expect(!list.contains("…"))
        let grid = rankingText(box, details: nil, width: nil, style: Style(enabled: false)).grid().joined(
            separator: "\n")
        #expect(!grid.contains("…"))
        #expect(grid.contains("아주 긴 제목"))
    }

    @Test(arguments: widths)
    func theMovieCodeIsOnEveryCardAndInTheListWhenItFits(width: Int) throws {
        let box = try Fixtures.daily()
        let grid = rankingText(box, details: nil, width: width, style: Style(enabled: false)).grid().joined(
            separator: "\n")
        for entry in box.entries { #expect(grid.contains(entry.movieCode)) }
        let list = rankingText(box, details: nil, width: 120, style: Style(enabled: false)).list()
        #expect(list[1].contains("코드"))
        for entry in box.entries { #expect(list.joined().contains(entry.movieCode)) }
    }

    @Test func atEightyColumnsATenFilmDayShowsAtLeastThreeCardsPerRow() throws {
        let box = try DecodingManager().ranking(
            from: Fixtures.data("daily_20240103_ten.json"), date: KobisDate(year: 2024, month: 1, day: 3)!)
        let lines = rankingText(box, details: nil, width: 80, style: Style(enabled: false)).grid()
        #expect(lines[1].components(separatedBy: "╭").count - 1 >= 3, "\(lines[1])")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(!lines.joined().contains("…"))
    }

    @Test func controlCharactersFromTheNetworkAreNotPrinted() {
        let box = DailyBoxOffice(
            boxOfficeType: "일별", date: KobisDate(year: 2024, month: 1, day: 1)!,
            entries: [
                DailyBoxOfficeEntry(rank: 1, rankChange: .same, movieCode: "1", title: "evil\u{1B}[2Jtitle")
            ])
        let text = rankingText(box, details: nil, width: 80, style: Style(enabled: false)).list().joined()
        #expect(!text.contains("\u{1B}"))
    }
}
