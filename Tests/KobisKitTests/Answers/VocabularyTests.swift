import Foundation
import Testing

@testable import KobisKit

/// Every word of KOBIS's closed vocabularies that a KOBIS body on record holds has an English name.
@Suite("KOBIS's vocabularies in English", .serialized)
struct VocabularyTests {
    /// The body keys whose values are a vocabulary's words; `*` marks comma-joined lists.
    static let keys: [String: (Vocabulary, Bool)] = [
        "prdtStatNm": (.status, false), "typeNm": (.type, false), "nationNm": (.nation, false),
        "repNationNm": (.nation, false), "nationAlt": (.nation, true), "genreNm": (.genre, false),
        "repGenreNm": (.genre, false), "genreAlt": (.genre, true), "watchGradeNm": (.grade, false),
        "showTypeGroupNm": (.format, false), "showTypeNm": (.format, false), "companyPartNm": (.companyPart, false),
        "companyPartNames": (.companyPart, true), "companyPartName": (.companyPart, true),
        "staffRoleNm": (.role, false), "repRoleNm": (.role, false), "moviePartNm": (.role, false),
        "sex": (.sex, false),
    ]

    /// The (vocabulary, word) pairs a body holds; a code list's `korNm` belongs to `list`'s vocabulary.
    static func words(_ value: Any, list: CodeList? = nil) -> [(Vocabulary, String)] {
        switch value {
        case let items as [Any]: return items.flatMap { words($0, list: list) }
        case let object as [String: Any]:
            var found: [(Vocabulary, String)] = []
            if let list, let name = object["korNm"] as? String { found.append((Vocabulary.of(list), name)) }
            for (key, value) in object {
                if let (vocabulary, joined) = keys[key], let text = value as? String {
                    let parts = joined ? text.split(separator: ",").map(String.init) : [text]
                    found += parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map {
                        (vocabulary, $0)
                    }
                } else {
                    found += words(value, list: list)
                }
            }
            return found
        default: return []
        }
    }

    /// The words of every JSON body in `folder` (a body that is not JSON, such as a truncated one, is skipped).
    static func words(in folder: URL) throws -> [(Vocabulary, String, String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return names.sorted().flatMap { name -> [(Vocabulary, String, String)] in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let body = try? JSONSerialization.jsonObject(with: data)
            else { return [] }
            let list = CodeList.allCases.first { name.hasPrefix("codes_\($0.rawValue)") }
            return words(body, list: list).map { ($0.0, $0.1, name) }
        }
    }

    static func check(_ found: [(Vocabulary, String, String)]) {
        #expect(!found.isEmpty, "no vocabulary found: the walk is broken")
        var missing: Set<String> = []
        for (vocabulary, word, file) in found where vocabulary.english(word) == nil {
            missing.insert("\(vocabulary.rawValue) '\(word)' (\(file))")
        }
        #expect(missing.isEmpty, "no English name for \(missing.sorted())")
    }

    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/kobis/fixtures")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: shared.path), "../shared/kobis/fixtures is absent"))
    func everyWordInTheRealKobisBodiesHasAnEnglishName() throws {
        VocabularyTests.check(try VocabularyTests.words(in: VocabularyTests.shared))
    }

    @Test func everyWordInTheRepositoryFixturesHasAnEnglishName() throws {
        VocabularyTests.check(try VocabularyTests.words(in: Fixture.directory))
    }

    @Test func everyWordInTheSampleHasAnEnglishName() throws {
        let sample = try JSONSerialization.jsonObject(with: Data(DemoData.json.utf8)) as? [String: Any]
        var found: [(Vocabulary, String, String)] = []
        for (comCode, codes) in sample?["codes"] as? [String: Any] ?? [:] {
            let list = CodeList(rawValue: comCode)
            found += VocabularyTests.words(codes, list: list).map { ($0.0, $0.1, "sample codes \(comCode)") }
        }
        found += VocabularyTests.words(sample ?? [:]).map { ($0.0, $0.1, "sample") }
        #expect(found.contains { $0.0 == .region }, "the sample's region list was walked")
        VocabularyTests.check(found)
    }

    @Test func aWordIsEnglishOnlyInEnglishAndAnUnknownOneStaysAsSent() {
        #expect(Vocabulary.grade.text("15세이상관람가", in: .ko) == "15세이상관람가")
        #expect(Vocabulary.grade.text("15세이상관람가", in: .en) == "15+")
        #expect(Vocabulary.status.text("개봉", in: .en) == "Released")
        #expect(Vocabulary.type.text("장편", in: .en) == "Feature")
        #expect(Vocabulary.nation.text(" 한국 ", in: .en) == "South Korea")
        #expect(Vocabulary.companyPart.text("배급사", in: .en) == "Distributor")
        #expect(Vocabulary.companyPart.text("상영업", in: .en) == "Exhibitor", "a theatre chain's part")
        #expect(Vocabulary.role.text("배우", in: .en) == "Actor")
        #expect(Vocabulary.region.text("서울시", in: .en) == "Seoul")
        #expect(Vocabulary.format(group: "2D", name: "디지털", in: .en) == "2D Digital")
        #expect(Vocabulary.format(group: "2D", name: "디지털", in: .ko) == "2D 디지털")
        #expect(Vocabulary.format(group: "IMAX", name: "IMAX", in: .en) == "IMAX")
        #expect(Vocabulary.format(group: "필름", name: "청각장애인용 자막", in: .en) == "Film (captions for deaf viewers)")
        #expect(Vocabulary.format(group: "필름", name: "청각장애인용 자막", in: .ko) == "필름 청각장애인용 자막")
        #expect(Vocabulary.genre.text("새 장르", in: .en) == "새 장르")
        #expect(Vocabulary.part("해외세일즈사", in: .en) == "Sales agent")
        #expect(Vocabulary.part("감독", in: .ko) == "감독")
    }
}
