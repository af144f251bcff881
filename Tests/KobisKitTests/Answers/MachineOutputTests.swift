import Foundation
import Testing

@testable import KobisKit

/// The machine formats an answer's field tables give: what every front-end prints for JSON, TSV and CSV.
enum MachineFormat {
    case json, tsv, csv

    func render<A: Answer>(_ answer: A) -> String {
        switch self {
        case .json: return answer.document.serialized() + "\n"
        case .tsv, .csv:
            let table = answer.flatTable
            return Exporter.delimited(header: table.header, rows: table.rows, csv: self == .csv)
        }
    }
}

@Suite("Field tables: JSON, TSV and CSV")
struct MachineOutputTests {
    static func daily() throws -> DailyBoxOffice {
        try DecodingManager().dailyBoxOffice(
            from: Fixture.data("daily_20240101_quirks.json"), date: KobisDate(year: 2024, month: 1, day: 1)!)
    }

    static func movie() throws -> MovieDetail {
        try DecodingManager().movieDetail(
            from: Fixture.data("movieinfo_20230002_two_directors.json"), requestedCode: "20230002")
    }

    /// A day's ranking as the use case returns it, in a machine format (no provenance, as in golden files).
    func render(_ box: DailyBoxOffice, _ format: MachineFormat, details: [String: MovieDetail]? = nil) -> String {
        let ranking = Ranking(
            boxOffice: box, target: .day(box.date), filters: .init(), details: details, posters: nil,
            fetchedAt: Date(), fromCache: false, source: "kobis")
        return format.render(RankingAnswers.answer(ranking, provenance: false))
    }

    @Test func dailyJSONIsTypedAndKeepsItsKeyOrder() throws {
        let box = try MachineOutputTests.daily()
        let text = render(box, .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["date"] as? String == "2024-01-01")
        #expect(object["type"] as? String == "daily")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries[0]["salesTotal"] as? Int64 == 70_123_456_789)
        #expect(entries[0]["salesShare"] as? Double == 40.2)
        #expect(entries[0]["title"] as? String == "겨울 바다의 노래")
        #expect(entries[1]["rankChange"] as? Int == 14)
        #expect(entries[2]["new"] as? Bool == true)
        #expect(entries[2]["openDate"] is NSNull)
        #expect(entries[0]["details"] == nil)
        let keys = ["\"type\"", "\"boxOfficeType\"", "\"date\"", "\"range\"", "\"source\"", "\"count\"", "\"entries\""]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        #expect(positions == positions.sorted())
        #expect(text.contains("\"salesShare\": 40.2,"))
        #expect(text.contains("\"salesChangePercent\": -13,"))
    }

    static let plainHeader = [
        "date", "rank", "rankChange", "new", "movieCode", "title", "openDate", "audience", "audienceChange",
        "audienceChangePercent", "audienceTotal", "sales", "salesShare", "salesChange", "salesChangePercent",
        "salesTotal", "screens", "shows",
    ]
    static let detailHeader = plainHeader + ["genres", "directors", "runningTimeMinutes", "watchGrade"]

    /// A JSON value as a TSV cell, computed here from the parsed JSON, not by the code under test.
    static func cell(_ value: Any?, boolean: Bool = false) -> String {
        if boolean, let flag = value as? Bool { return flag ? "true" : "false" }
        switch value {
        case nil, is NSNull: return ""
        case let text as String: return text
        case let list as [String]: return list.joined(separator: ",")
        case let number as NSNumber:
            let double = number.doubleValue
            return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
        default: return "?"
        }
    }

    /// Every JSON key, TSV column and CSV column agree: the header is the documented literal, and every cell is
    /// the JSON document's value for that key.
    @Test(arguments: [false, true])
    func columnsAndHeadersAgreeAcrossFormats(withDetails: Bool) throws {
        let box = try MachineOutputTests.daily()
        let details = withDetails ? [box.entries[0].movieCode: try MachineOutputTests.movie()] : nil
        let header = withDetails ? MachineOutputTests.detailHeader : MachineOutputTests.plainHeader
        let tsv = render(box, .tsv, details: details).split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(tsv[0] == header)
        #expect(
            render(box, .csv, details: details).split(separator: "\n").first.map(String.init)
                == header.joined(separator: ","))
        let json = render(box, .json, details: details)
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(tsv.count - 1 == entries.count)
        #expect(entries.count == 5)
        for (row, entry) in zip(tsv.dropFirst(), entries) {
            #expect(row.count == header.count)
            for (index, key) in header.enumerated() {
                let value: Any?
                if key == "date" {
                    value = "2024-01-01"  // the day of the ranking, first in every row
                } else if MachineOutputTests.plainHeader.contains(key) {
                    value = entry[key]
                } else if let nested = entry["details"] as? [String: Any] {
                    value =
                        key == "directors"
                        ? (nested[key] as? [[String: Any]])?.compactMap { $0["name"] as? String } : nested[key]
                } else {
                    value = nil
                }
                #expect(row[index] == MachineOutputTests.cell(value, boolean: key == "new"), "\(key)")
            }
        }
        // The first row's JSON keys come in the header's order.
        let positions = MachineOutputTests.plainHeader.dropFirst().map {
            json.range(of: "\"\($0)\":", range: json.range(of: "\"entries\"")!.upperBound..<json.endIndex)!.lowerBound
        }
        #expect(positions == positions.sorted())
        #expect(
            tsv[1][0] == "2024-01-01" && tsv[1][1] == "1" && tsv[1][5] == "겨울 바다의 노래" && tsv[1][4] == "20230001"
                && tsv[1][7] == "123456")
    }

    @Test func detailsNestAsAnObject() throws {
        let box = try MachineOutputTests.daily()
        let text = render(box, .json, details: [box.entries[0].movieCode: try MachineOutputTests.movie()])
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["entries"] as? [[String: Any]])
        let details = try #require(entries[0]["details"] as? [String: Any])
        #expect(details["genres"] as? [String] == ["애니메이션", "코미디"])
        #expect((details["directors"] as? [[String: Any]])?.count == 2)
        #expect(details["runningTimeMinutes"] as? Int == 108)
        #expect(details["watchGrade"] as? String == "전체관람가")
        #expect(entries[1]["details"] is NSNull)
    }

    @Test func movieJSONCarriesEveryField() throws {
        let sheet = FilmSheet(movie: try MachineOutputTests.movie(), source: "kobis")
        let text = MachineFormat.json.render(MovieAnswers.answer(sheet))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "movie")
        #expect(object["openDate"] as? String == "2023-11-29")
        #expect((object["companies"] as? [Any])?.count == 4)
        #expect((object["actors"] as? [[String: Any]])?[2]["nameEn"] as? String == "Gregory \"Tarzan\" Davis, Jr.")
        #expect(object["titleOriginal"] is NSNull)
    }

    /// A film OMDb has no poster for is named by its title and its code.
    @Test func aMissingPosterNamesTheFilm() {
        let named = MovieDetail(code: "20124079", title: "광해, 왕이 된 남자", titleEnglish: "Masquerade")
        #expect(
            FilmSheet(movie: named, source: "kobis", poster: .some(nil)).missingPoster
                == "OMDb has no poster for 광해, 왕이 된 남자 (20124079)")
        let unnamed = MovieDetail(code: "20990001", title: "없는 영화")
        #expect(
            FilmSheet(movie: unnamed, source: "kobis", poster: .some(nil)).missingPoster
                == "OMDb has no poster for 없는 영화 (20990001) (KOBIS has no English title for it)")
        #expect(FilmSheet(movie: named, source: "kobis").missingPoster == nil)
    }

    @Test func tsvHasAHeaderAndOneUntruncatedRowPerFilm() throws {
        let box = try MachineOutputTests.daily()
        let lines = render(box, .tsv).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == box.entries.count + 2)  // header, rows, final empty piece
        #expect(lines[1].hasPrefix("2024-01-01\t1\t0\tfalse\t20230001\t겨울 바다의 노래\t2023-12-20\t123456\t"))
        #expect(
            lines.dropFirst().dropLast().allSatisfy {
                $0.split(separator: "\t", omittingEmptySubsequences: false).count == 18
            })
    }

    @Test func csvQuotesOnlyWhatNeedsQuoting() throws {
        let box = try MachineOutputTests.daily()
        let lines = render(box, .csv).split(separator: "\n")
        #expect(lines[0] == Substring(MachineOutputTests.plainHeader.joined(separator: ",")))
        #expect(lines[2].contains(",\"Gregory \"\"Tarzan\"\" 의 모험\","))
        #expect(Exporter.csvQuoted("plain") == "plain")
        #expect(Exporter.csvQuoted("a,b") == "\"a,b\"")
        #expect(Exporter.csvQuoted(" lead") == "\" lead\"")
        #expect(!render(box, .csv).hasPrefix("\u{FEFF}"))
    }

    @Test func hostileTextStaysOnOneLineInEveryCell() {
        let hostile = "a\tb\r\nc\u{1B}]0;pwned\u{7}d\u{202E}e\u{200B}f\u{2028}g\u{85}h"
        let box = DailyBoxOffice(
            boxOfficeType: "일별", date: KobisDate(year: 2024, month: 1, day: 1)!,
            entries: [
                DailyBoxOfficeEntry(rank: 1, rankChange: .same, movieCode: "2023\u{1B}[31m", title: hostile)
            ])
        for format in [MachineFormat.tsv, .csv] {
            let text = render(box, format)
            #expect(text.split(separator: "\n").count == 2)
            #expect(
                !text.unicodeScalars.contains {
                    $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x200B || $0.value == 0x85
                        || $0.value == 0x2028
                })
            #expect(text.contains("a b c"))
        }
        let json = render(box, .json)
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(json.contains(#"\u001b]0;pwned\u0007"#))
        #expect(json.contains(#"\u202e"#) && json.contains(#"\u0085"#))
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(((parsed?["entries"] as? [[String: Any]])?[0]["title"] as? String) == hostile)
    }

    @Test func jsonEscapesControlCharactersAndQuotes() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}\u{7F}\u{9B}").serialized() == #""a\"b\\c\n\u0001\u007f\u009b""#)
        #expect(JSONValue.double(.nan).serialized() == "null")
        #expect(JSONValue.double(0.1).serialized() == "0.1")
    }
}
