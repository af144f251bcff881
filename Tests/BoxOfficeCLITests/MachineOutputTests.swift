import Foundation
import Testing
@testable import BoxOfficeCLI
@testable import KobisKit

@Suite("JSON and TSV")
struct MachineOutputTests {
    @Test func dailyJSONIsTypedAndKeepsItsKeyOrder() throws {
        let box = try Fixtures.daily()
        let text = MachineOutput.dailyJSON(box, details: nil, sample: false).serialized()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["date"] as? String == "2024-01-01")
        #expect(object["type"] as? String == "daily")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries[0]["salesTotal"] as? Int64 == 70_123_456_789)
        #expect(entries[0]["salesShare"] as? Double == 40.2)
        #expect(entries[0]["title"] as? String == "겨울 바다의 노래")
        #expect(entries[1]["rankChange"] as? Int == 14)
        #expect(entries[2]["isNew"] as? Bool == true)
        #expect(entries[2]["openDate"] is NSNull)
        #expect(entries[0]["details"] == nil)
        let keys = ["\"type\"", "\"boxOfficeType\"", "\"date\"", "\"range\"", "\"source\"", "\"count\"", "\"entries\""]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        #expect(positions == positions.sorted())
        #expect(text.contains("\"salesShare\": 40.2,"))
        #expect(text.contains("\"salesChangePercent\": -13,"))
    }

    @Test func detailsNestAsAnObject() throws {
        let box = try Fixtures.daily()
        let movie = try Fixtures.movie()
        let text = MachineOutput.dailyJSON(box, details: [box.entries[0].movieCode: movie], sample: false).serialized()
        let entries = try #require((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["entries"] as? [[String: Any]])
        let details = try #require(entries[0]["details"] as? [String: Any])
        #expect(details["genres"] as? [String] == ["애니메이션", "코미디"])
        #expect((details["directors"] as? [[String: Any]])?.count == 2)
        #expect(details["runningTimeMinutes"] as? Int == 108)
        #expect(details["watchGrade"] as? String == "전체관람가")
        #expect(entries[1]["details"] is NSNull)
    }

    @Test func movieJSONCarriesEveryField() throws {
        let text = MachineOutput.movieJSON(try Fixtures.movie(), sample: false).serialized()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["openDate"] as? String == "2023-11-29")
        #expect((object["companies"] as? [Any])?.count == 4)
        #expect((object["actors"] as? [[String: Any]])?[2]["nameEnglish"] as? String == "Gregory \"Tarzan\" Davis, Jr.")
        #expect(object["titleOriginal"] is NSNull)
    }

    @Test func tsvHasAHeaderAndOneUntruncatedRowPerFilm() throws {
        let box = try Fixtures.daily()
        let lines = MachineOutput.dailyTSV(box, details: nil).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == box.entries.count + 2)  // header, rows, final empty piece
        #expect(lines[0].split(separator: "\t").count == MachineOutput.dailyTSVColumns.count)
        #expect(lines[1].hasPrefix("1\t0\tfalse\t20230001\t겨울 바다의 노래\t2023-12-20\t123456\t"))
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 17 })
    }

    @Test func jsonEscapesControlCharactersAndQuotes() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}").serialized() == #""a\"b\\c\n\u0001""#)
        #expect(JSONValue.double(.nan).serialized() == "null")
        #expect(JSONValue.double(0.1).serialized() == "0.1")
    }
}
