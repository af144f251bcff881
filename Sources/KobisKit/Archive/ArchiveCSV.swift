import Foundation

/// The CSV the archive's weekly files are written in (RFC 4180, `\n` line ends, UTF-8), and a ranked film's columns
/// from `rank` to `shows`, as the daily files have them.
enum ArchiveCSV {
    /// Why a file is refused: the first thing found wrong.
    struct Refusal: Error, Equatable {
        let reason: String
    }

    /// A ranked film's columns, from `rank` on.
    static let entryColumns = [
        "rank", "rankChange", "new", "movieCode", "title", "openDate", "audience", "audienceChange",
        "audienceChangePercent", "audienceTotal", "sales", "salesShare", "salesChange", "salesChangePercent",
        "salesTotal", "screens", "shows",
    ]

    static func fields(_ entry: DailyBoxOfficeEntry) -> [String] {
        func number<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "" }
        return [
            String(entry.rank), String(entry.rankChange.delta), entry.rankChange == .new ? "1" : "0", entry.movieCode,
            entry.title, entry.openDate?.iso ?? "", number(entry.audience), number(entry.audienceChange),
            number(entry.audienceChangePercent), number(entry.audienceTotal), number(entry.sales),
            number(entry.salesShare), number(entry.salesChange), number(entry.salesChangePercent),
            number(entry.salesTotal), number(entry.screens), number(entry.shows),
        ]
    }

    /// Whether `rank` may stand on a day's or period's `row`th row (1 the first) after a row ranked `previous`:
    /// KOBIS ranks as competitions do, so equal audiences share a rank and the next rank skips (1, 2, 2, 4); a row's
    /// rank is its row number (`rnum`) or, in a tie, the rank before it.
    static func follows(_ rank: Int, _ previous: Int, row: Int) -> Bool {
        previous > 0 && (rank == row || rank == previous)
    }

    /// `entries` in the order the archive keeps them: by rank, and in a tie as KOBIS listed them (its `rnum`).
    static func ordered(_ entries: [DailyBoxOfficeEntry]) -> [DailyBoxOfficeEntry] {
        entries.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A ranked film from its columns (`f[0]` is `rank`).
    static func entry(
        _ f: [String], rank: Int, columns count: Int, fail: (String) -> Refusal
    ) throws -> DailyBoxOfficeEntry {
        guard f.count == entryColumns.count, count == entryColumns.count else {
            throw fail(Phrase.say(ko: "칸 수가 맞지 않습니다", en: "bad field count"))
        }
        func integer(_ index: Int) throws -> Int64? {
            if f[index].isEmpty { return nil }
            guard let value = Int64(f[index]) else {
                throw fail(
                    Phrase.say(
                        ko: "\(entryColumns[index])이(가) 정수가 아닙니다", en: "\(entryColumns[index]) is not a whole number"))
            }
            return value
        }
        func decimal(_ index: Int) throws -> Double? {
            if f[index].isEmpty { return nil }
            guard let value = Double(f[index]), value.isFinite else {
                throw fail(
                    Phrase.say(ko: "\(entryColumns[index])이(가) 숫자가 아닙니다", en: "\(entryColumns[index]) is not a number"))
            }
            return value
        }
        guard let delta = Int(f[1]), f[2] == "0" || f[2] == "1" else {
            throw fail(Phrase.say(ko: "rankChange나 new 값이 잘못되었습니다", en: "bad rankChange or new"))
        }
        guard !f[3].isEmpty else { throw fail(Phrase.say(ko: "movieCode가 비어 있습니다", en: "movieCode is empty")) }
        var open: KobisDate?
        if !f[5].isEmpty {
            guard let day = KobisDate(f[5]), day.iso == f[5] else {
                throw fail(Phrase.say(ko: "openDate가 날짜가 아닙니다", en: "openDate is not a date"))
            }
            open = day
        }
        return DailyBoxOfficeEntry(
            rank: rank, rankChange: RankChange(intensity: delta, isNew: f[2] == "1"), movieCode: f[3], title: f[4],
            openDate: open, audience: try integer(6), audienceChange: try integer(7),
            audienceChangePercent: try decimal(8), audienceTotal: try integer(9), sales: try integer(10),
            salesShare: try decimal(11), salesChange: try integer(12), salesChangePercent: try decimal(13),
            salesTotal: try integer(14), screens: try integer(15).map { Int($0) },
            shows: try integer(16).map { Int($0) })
    }

    /// The records of a whole file: UTF-8 that ends with a line end; quoted fields may hold commas, doubled quotes and
    /// line breaks.
    static func records(_ data: Data) throws -> [[String]] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw Refusal(reason: Phrase.say(ko: "UTF-8 텍스트가 아닙니다", en: "not UTF-8 text"))
        }
        guard text.hasSuffix("\n") else {
            throw Refusal(reason: Phrase.say(ko: "마지막 줄이 온전히 끝나지 않습니다", en: "it does not end with a whole line"))
        }
        var rows: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var afterQuote = false
        for character in text {
            if quoted {
                if character == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                if afterQuote {
                    field.append("\"")
                    quoted = true
                    afterQuote = false
                } else {
                    guard field.isEmpty else {
                        throw Refusal(
                            reason: Phrase.say(ko: "따옴표로 감싸지 않은 칸 안에 따옴표가 있습니다", en: "a quote inside an unquoted field")
                        )
                    }
                    quoted = true
                }
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
            case "\n":
                fields.append(field)
                rows.append(fields)
                fields = []
                field = ""
                afterQuote = false
            default:
                guard !afterQuote else {
                    throw Refusal(reason: Phrase.say(ko: "닫는 따옴표 뒤에 글자가 있습니다", en: "text after a closing quote"))
                }
                field.append(character)
            }
        }
        guard !quoted else {
            throw Refusal(reason: Phrase.say(ko: "따옴표로 연 칸이 닫히지 않습니다", en: "a quoted field never closes"))
        }
        return rows
    }
}
