import Foundation
import Testing

@testable import KobisKit

@Suite("ArchiveYear: the year file's format")
struct ArchiveYearTests {
    let day = KobisDate(year: 2024, month: 3, day: 2)!
    let empty = KobisDate(year: 2024, month: 3, day: 3)!

    func sample() -> ArchiveYear {
        let first = DailyBoxOfficeEntry(
            rank: 1, rankChange: .new, movieCode: "20241234", title: "파묘, \"the\"\nsecond line",
            openDate: KobisDate(year: 2024, month: 2, day: 22), audience: 812_345, audienceChange: -12,
            audienceChangePercent: 14273.4, audienceTotal: 5_123_456, sales: 8_123_450_000, salesShare: 45.6,
            salesChange: 0, salesChangePercent: -0.1, salesTotal: 51_234_560_000, screens: 2_001, shows: 9_876)
        let second = DailyBoxOfficeEntry(rank: 2, rankChange: .down(3), movieCode: "20240001", title: "Dune")
        return ArchiveYear(year: 2024, days: [day: [first, second], empty: []])
    }

    @Test func aYearReadsBackAsItWasWritten() throws {
        let year = sample()
        let data = year.encoded()
        #expect(try ArchiveYear.decode(data, year: 2024) == year)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(ArchiveYear.columns.joined(separator: ",") + "\n"))
        #expect(text.contains("\n2024-03-03,0,,,,,,,,,,,,,,,,\n"), "a day with no films is one row, rank 0")
    }

    /// KOBIS ranks as competitions do: 2017-07-31 had ranks 1-7, 7, 9, 10. A tie is kept as KOBIS listed it (its
    /// `rnum` order), and the rank after it skips.
    @Test func tiedRanksAreKOBISsFiguresAndKeepTheirOrder() throws {
        let ranks = [1, 2, 2, 4, 4, 4, 7]
        let entries = ranks.enumerated().map { row, rank in
            DailyBoxOfficeEntry(rank: rank, rankChange: .new, movieCode: "2017000\(9 - row)", title: "영화 \(row)")
        }
        let year = ArchiveYear(year: 2024, days: [day: entries])
        let read = try ArchiveYear.decode(year.encoded(), year: 2024)
        #expect(read.days[day]?.map(\.rank) == ranks)
        #expect(read.days[day]?.map(\.movieCode) == entries.map(\.movieCode), "a tie keeps KOBIS's row order")
    }

    /// A rank that is neither its row's number nor the rank before it is not KOBIS's.
    @Test(arguments: [[1, 2, 2, 3], [1, 1, 3, 3, 4], [2, 2], [1, 3]])
    func ranksThatNoTieExplainsAreRefused(_ ranks: [Int]) {
        let entries = ranks.enumerated().map { row, rank in
            DailyBoxOfficeEntry(rank: rank, rankChange: .new, movieCode: "2017000\(row)", title: "영화")
        }
        let data = ArchiveYear(year: 2024, days: [day: entries]).encoded()
        #expect(throws: ArchiveYear.Refusal.self) { try ArchiveYear.decode(data, year: 2024) }
    }

    /// Each damage: a text replaced by another (an empty `from` cuts the last five bytes: a torn last line).
    @Test(arguments: [
        ("", ""), (",Dune,", ",Dune"), ("812345", "many"), ("2024-03-03", "2023-03-03"),
        ("2024-03-02,2,", "2024-03-02,3,"),
    ])
    func aDamagedYearIsRefused(from: String, to: String) throws {
        let text = String(decoding: sample().encoded(), as: UTF8.self)
        let damaged = from.isEmpty ? String(text.dropLast(5)) : text.replacingOccurrences(of: from, with: to)
        #expect(damaged != text)
        #expect(throws: ArchiveYear.Refusal.self) { try ArchiveYear.decode(Data(damaged.utf8), year: 2024) }
    }

    /// The byte reader's own refusals: what only bytes show (a bare carriage return, a number past Int64, a decimal
    /// past any Double, a title that is not UTF-8, a quote left open), each named with its line.
    @Test(arguments: [
        ("812345", "812345\r"), ("5123456", "99999999999999999999"), ("45.6", "1e999"), ("45.6", "4.5.6"),
        ("-0.1", "-.1"), ("Dune", "\"Dune"), ("9876", "9876\"x"), ("2024-03-02,2,", "2024-03-02,2,\"1\","),
    ])
    func theByteReaderRefusesWhatIsNotTheFormat(from: String, to: String) throws {
        let text = String(decoding: sample().encoded(), as: UTF8.self)
        let damaged = text.replacingOccurrences(of: from, with: to)
        #expect(damaged != text)
        #expect(throws: ArchiveYear.Refusal.self) { try ArchiveYear.decode(Data(damaged.utf8), year: 2024) }
    }

    @Test(.englishMessages) func aTitleThatIsNotUTF8IsRefusedAndItsLineNamed() throws {
        var bytes = [UInt8](sample().encoded())
        let dune = Array("Dune".utf8)
        let at = try #require((0...(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == dune })
        bytes[at] = 0xFF
        do {
            _ = try ArchiveYear.decode(Data(bytes), year: 2024)
            Issue.record("a title that is not UTF-8 was read")
        } catch let refusal as ArchiveYear.Refusal {
            #expect(refusal.reason == "line 4: title is not UTF-8 text", "\(refusal.reason)")
        }
    }

    /// The reader's own UTF-8 check says what Swift's does, sequence by sequence.
    @Test(arguments: [
        [0x41], [0xED, 0x8C, 0x8C], [0xF0, 0x9F, 0x8E, 0xAC], [0xC0, 0x80], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xC3], [0x80], [0xF0, 0x9F, 0x8E], [0xEF, 0xBF, 0xBF],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xFF],
    ] as [[UInt8]])
    func utf8IsCheckedAsSwiftChecksIt(_ bytes: [UInt8]) {
        let swift = String(validating: bytes, as: UTF8.self) != nil
        #expect(bytes.withUnsafeBufferPointer { ArchiveReader.isUTF8($0.baseAddress!, $0.count) } == swift)
    }

    /// Every value the writer writes reads back the same: extremes of each column, quotes, commas and line breaks.
    @Test func extremesReadBackAsWritten() throws {
        let entry = DailyBoxOfficeEntry(
            rank: 1, rankChange: .up(7), movieCode: "A,\"1\"", title: "\"\"\n,\r\n", openDate: nil,
            audience: Int64.max, audienceChange: Int64.min, audienceChangePercent: 1e-05, audienceTotal: 0,
            sales: -1, salesShare: 2.5e+20, salesChange: nil, salesChangePercent: -0.0, salesTotal: nil,
            screens: Int(Int32.max), shows: 0)
        let year = ArchiveYear(year: 2004, days: [KobisDate(year: 2004, month: 12, day: 31)!: [entry]])
        #expect(try ArchiveYear.decode(year.encoded(), year: 2004) == year)
    }

    @Test func aForeignFileIsRefused() {
        #expect(throws: ArchiveYear.Refusal.self) {
            try ArchiveYear.decode(Data("date,rank,title\n2024-03-02,1,x\n".utf8), year: 2024)
        }
        #expect(throws: ArchiveYear.Refusal.self) { try ArchiveYear.decode(Data([0xFF, 0xFE, 0x0A]), year: 2024) }
    }

    @Test func theStoreNamesADamagedFileAndNeverOverwritesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        try store.save(sample())
        #expect(try store.load(year: 2024) == sample())
        #expect(store.verify().isEmpty)
        try Data("not,ours\n".utf8).write(to: store.yearFile(2024))
        #expect(throws: ArchiveError.self) { try store.load(year: 2024) }
        #expect(throws: ArchiveError.self) { try store.save(ArchiveYear(year: 2024)) }
        #expect(try String(contentsOf: store.yearFile(2024), encoding: .utf8) == "not,ours\n")
        try Data("x".utf8).write(to: store.dailyFolder.appendingPathComponent("notes.txt"))
        let named = store.verify().map(\.description)
        #expect(named.count == 2)
        #expect(named.contains { $0.contains("notes.txt") } && named.contains { $0.contains("2024.csv") })
    }
}
