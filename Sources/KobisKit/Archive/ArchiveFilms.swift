import Foundation

/// Film details as the archive keeps them: `films/BUCKET.jsonl`, the bucket a code's first four characters (KOBIS's
/// codes begin with the year they were registered; any other code is in `films/other.jsonl`). One line per film,
/// codes in order: KOBIS's `movieInfo` object for the film, `movieCd` first, with every field boxoffice reads but the
/// crew (an unknown code is KOBIS's empty record, `{"movieCd":"CODE"}`). Reading checks each line's shape; a line is decoded
/// (as KOBIS's answer is) only when its film is asked for.
public struct ArchiveFilms: Sendable, Equatable {
    /// Each film's line, without its line end.
    public var lines: [String: Data]

    public init(lines: [String: Data] = [:]) { self.lines = lines }

    static let prefix = Array(#"{"movieCd":""#.utf8)

    /// The bucket a film's code is kept in.
    public static func bucket(_ code: String) -> String {
        let head = code.prefix(4)
        return head.count == 4 && head.allSatisfy(\.isASCII) && head.allSatisfy(\.isNumber) ? String(head) : "other"
    }

    /// A code the archive keeps: 1 to 20 ASCII letters and digits.
    public static func isCode(_ code: String) -> Bool {
        (1...20).contains(code.utf8.count)
            && code.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0 | 0x20) }
    }

    // MARK: - Writing

    /// The film's line: KOBIS's `movieInfo` object without `staffs` (the crew, up to four fifths of a large film's
    /// detail), which ``detail(_:code:)`` reads back as the same detail with no crew.
    public static func line(_ film: MovieDetail) -> Data {
        func text(_ value: String?) -> String { value.map(json) ?? "\"\"" }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
        var fields = [
            "\"movieCd\":" + json(film.code), "\"movieNm\":" + json(film.title),
            "\"movieNmEn\":" + text(film.titleEnglish),
            "\"movieNmOg\":" + text(film.titleOriginal), "\"showTm\":" + text(film.runningTimeMinutes.map(String.init)),
            "\"prdtYear\":" + text(film.productionYear.map(String.init)), "\"openDt\":" + text(film.openDate?.compact),
            "\"prdtStatNm\":" + text(film.status), "\"typeNm\":" + text(film.type),
        ]
        fields.append("\"nations\":" + list(film.nations.map { "{\"nationNm\":\(json($0))}" }))
        fields.append("\"genres\":" + list(film.genres.map { "{\"genreNm\":\(json($0))}" }))
        fields.append(
            "\"directors\":"
                + list(film.directors.map { "{\"peopleNm\":\(json($0.name)),\"peopleNmEn\":\(text($0.nameEnglish))}" }))
        fields.append(
            "\"actors\":"
                + list(
                    film.actors.map {
                        "{\"peopleNm\":\(json($0.person.name)),\"peopleNmEn\":\(text($0.person.nameEnglish)),"
                            + "\"cast\":\(text($0.role)),\"castEn\":\(text($0.roleEnglish))}"
                    }))
        fields.append(
            "\"showTypes\":"
                + list(film.showTypes.map { "{\"showTypeGroupNm\":\(json($0.group)),\"showTypeNm\":\(json($0.name))}" })
        )
        fields.append(
            "\"companys\":"
                + list(
                    film.companies.map {
                        "{\"companyCd\":\(text($0.code)),\"companyNm\":\(json($0.name)),"
                            + "\"companyNmEn\":\(text($0.nameEnglish)),\"companyPartNm\":\(text($0.role))}"
                    }))
        fields.append(
            "\"audits\":"
                + list(
                    film.watchGrades.map { "{\"auditNo\":\(text($0.auditNumber)),\"watchGradeNm\":\(json($0.grade))}" })
        )
        return Data(("{" + fields.joined(separator: ",") + "}").utf8)
    }

    /// KOBIS's record for a code it does not know.
    public static func unknownLine(_ code: String) -> Data { Data("{\"movieCd\":\(json(code))}".utf8) }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func json(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                    || scalar == "\u{2029}"
                {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The file's bytes: one line per film, codes in order.
    public func encoded() -> Data {
        var data = Data()
        for code in lines.keys.sorted() {
            data.append(lines[code]!)
            data.append(0x0A)
        }
        return data
    }

    // MARK: - Reading

    /// Reads a films file, refusing one whose lines are not the archive's: each `{"movieCd":"CODE",…}` or
    /// `{"movieCd":"CODE"}`, codes in order, the file ending with a whole line.
    public static func decode(_ data: Data) throws -> ArchiveFilms {
        guard data.isEmpty || data.last == 0x0A else {
            throw ArchiveCSV.Refusal(
                reason: Phrase.say(ko: "마지막 줄이 온전히 끝나지 않습니다", en: "it does not end with a whole line"))
        }
        var films = ArchiveFilms()
        var previous: String?
        var number = 0
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
            number += 1
            guard let code = code(of: line), line.last == UInt8(ascii: "}") else {
                throw ArchiveCSV.Refusal(
                    reason: Phrase.say(
                        ko: "\(number)번째 줄이 보관소의 영화가 아닙니다", en: "line \(number) is not a film of the archive"))
            }
            guard previous.map({ $0 < code }) ?? true else {
                throw ArchiveCSV.Refusal(
                    reason: Phrase.say(ko: "\(number)번째 줄: 코드 순서가 어긋납니다", en: "line \(number): codes out of order"))
            }
            previous = code
            films.lines[code] = Data(line)
        }
        return films
    }

    /// The code a line begins with.
    static func code(of line: Data.SubSequence) -> String? {
        guard line.starts(with: prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let code = String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
        return isCode(code) ? code : nil
    }

    /// The film's detail, read as KOBIS's answer is: an unknown code's record is
    /// ``KobisError/notFound(kind:code:in:)``.
    /// A line that does not read is ``ArchiveCSV/Refusal``.
    public static func detail(_ line: Data, code: String) throws -> MovieDetail {
        var body = Data(#"{"movieInfoResult":{"movieInfo":"#.utf8)
        body.append(line)
        body.append(contentsOf: Array(#","source":"영화진흥위원회"}}"#.utf8))
        do {
            return try DecodingManager().movieDetail(from: body, requestedCode: code)
        } catch let error as KobisError {
            if case .notFound = error { throw error }
            // What does not parse, not "KOBIS sent …": the line is the archive's.
            var why = "\(error)"
            if case .malformed(let reason) = error { why = reason }
            throw ArchiveCSV.Refusal(
                reason: Phrase.say(
                    ko: "\(code)의 줄을 읽을 수 없습니다 (\(why))", en: "the line of \(code) does not read (\(why))"))
        }
    }
}
